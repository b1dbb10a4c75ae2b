import Foundation

// `kata repro 1|2|3`: the three user reports, for real (Sources/kata/Repro).
if CommandLine.arguments.dropFirst().first == "repro" {
    exit(await Repro.run(Array(CommandLine.arguments.dropFirst(2))))
}
print(Tour.text)
