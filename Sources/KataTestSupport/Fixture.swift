/// Bodies the fake servers answer with.
public enum Fixture {
    /// Ada, as the backend sends her: snake-case keys.
    public static let adaJSON = #"{"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}"#

    /// A search result holding Ada.
    public static let adaListJSON = "[\(adaJSON)]"

    /// The page a load balancer serves during an outage.
    public static let outageHTML = "<html><body><h1>500 Internal Server Error</h1></body></html>"
}
