print(Tour.text)
