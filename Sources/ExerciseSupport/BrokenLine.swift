/// The lines of `Sources/Broken/APIClient.swift` a trace can stop at, named so an answer can
/// be written down as a list.
public enum BrokenLine: String, Sendable, Equatable, CaseIterable {
    // fetchUser(id:completion:)
    /// `if let error = error {` then `print(error)`
    case profilePrintsTheError
    /// the `return` right after that `print`
    case profileReturnsAfterTheError
    /// `guard let data = data else { return }`
    case profileGuardsTheData
    /// `let user = try? decoder.decode(User.self, from: data)`
    case profileDecodesWithTryQuestionMark
    /// `completion(user, nil)`
    case profileCallsCompletion

    // searchUsers(query:completion:)
    /// `if let error = error {` then `print(error)`
    case searchPrintsTheError
    /// the `return` right after that `print`
    case searchReturnsAfterTheError
    /// `let users = try! decoder.decode([User].self, from: data!)`
    case searchDecodesWithTryBang
    /// `completion(users, nil)`
    case searchCallsCompletion
}

/// What the caller of one of Broken's methods ends up with.
public enum WhatTheCallerGets: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// The completion handler got a value.
    case aValue
    /// The completion handler got an error.
    case anError
    /// The completion handler got `(nil, nil)`: no value and no error.
    case nilAndNil
    /// The completion handler was never called.
    case nothingAtAll
    /// The app crashed.
    case aCrash

    public var description: String {
        switch self {
        case .aValue: "a value: its completion handler got a user"
        case .anError: "an error: its completion handler got one"
        case .nilAndNil: "no value and no error: its completion handler got (nil, nil)"
        case .nothingAtAll: "nothing at all: its completion handler was never called"
        case .aCrash: "a crash: the app stopped"
        }
    }
}
