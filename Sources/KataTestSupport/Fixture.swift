/// Bodies the fake servers answer with.
public enum Fixture {
    /// Ada, as the backend sends her: snake-case keys.
    public static let adaJSON = #"{"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}"#

    /// A search result holding Ada.
    public static let adaListJSON = "[\(adaJSON)]"

    /// Ada with her avatar under both spellings, so any key strategy decodes her. Scenarios about
    /// something other than defect 2 use it, so that defect 2 cannot be why they fail.
    public static let adaEitherCaseJSON = userEitherCaseJSON(id: 1, name: "Ada")

    /// Bob, likewise readable under any key strategy.
    public static let bobEitherCaseJSON = userEitherCaseJSON(id: 2, name: "Bob")

    /// A user with the avatar key spelled both ways.
    public static func userEitherCaseJSON(id: Int, name: String) -> String {
        let avatar = "https://example.com/\(name.lowercased()).png"
        return #"{"id": \#(id), "name": "\#(name)", "avatar_url": "\#(avatar)", "avatarURL": "\#(avatar)"}"#
    }

    /// The page a load balancer serves during an outage.
    public static let outageHTML = "<html><body><h1>500 Internal Server Error</h1></body></html>"
}
