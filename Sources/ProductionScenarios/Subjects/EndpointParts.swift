import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Subjects built from one generic method over `Endpoint`: what a learner writes in the grade-4
// exercises (a validator, a retry loop), made into the parts the scenarios take.

/// Turns one answer into the value an endpoint promised, or says which layer refused it.
public protocol EndpointValidator: Sendable {
    func value<Response>(of endpoint: Endpoint<Response>, data: Data, response: URLResponse) throws(APIError) -> Response
}

extension EndpointValidator {
    /// This validator as the validation scenarios' subject: each kind of response checked against
    /// its endpoint in `API`.
    public var checker: ResponseChecker {
        { kind, data, response in
            do throws(APIError) {
                switch kind {
                case .profile:
                    return .accepted(try value(of: API.user(id: 1), data: data, response: response).name)
                case .deleteAvatar:
                    _ = try value(of: API.deleteAvatar(), data: data, response: response)
                    return .accepted("no content")
                case .updateProfile:
                    let user = try value(of: API.updateProfile(ProfileUpdate(name: "Ada Lovelace")), data: data, response: response)
                    return .accepted(user?.name ?? Verdict.applied)
                case .invitedBy:
                    return .accepted(try value(of: API.invitedBy(id: 1), data: data, response: response)?.name ?? "nobody")
                case .search:
                    let users = try value(of: API.searchUsers(matching: "ada"), data: data, response: response)
                    return .accepted(users.map { $0.name.trimmingCharacters(in: .whitespaces).isEmpty ? "a blank name" : $0.name }
                        .joined(separator: ", "))
                }
            } catch {
                return .refused(error.failure)
            }
        }
    }
}

/// A client written as one method that sends any endpoint. The calls the client scenarios make
/// are each one endpoint of `API`, sent through it by `Production`'s own `EndpointSending`.
public protocol EndpointSender: ClientUnderTest, EndpointSending {}
