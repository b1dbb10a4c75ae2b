import DefectScenarios
import Foundation
import Testing

/// Defect 14's source check, on small sources: what it accepts, and what each refusal says.
@Suite("Defect 14's check: one JSONDecoder, made once")
struct OneDecoderCheckTests {
    private func check(_ text: String) -> Check {
        Defect.oneDecoderCheck([(URL(filePath: "/tmp/Client.swift"), text)], label: "Client.swift")
    }

    @Test func oneDecoderKeptAsAPropertyPasses() {
        let result = check("""
            final class Client {
                private let decoder = JSONDecoder()
                func user(_ data: Data) throws -> User { try decoder.decode(User.self, from: data) }
            }
            """)
        #expect(result.passed)
    }

    @Test func aDecoderPerCallIsRefused() {
        let result = check("""
            final class Client {
                func user(_ data: Data) throws -> User { try JSONDecoder().decode(User.self, from: data) }
                func users(_ data: Data) throws -> [User] { try JSONDecoder().decode([User].self, from: data) }
            }
            """)
        #expect(!result.passed)
        #expect(result.message.contains("a new JSONDecoder on every call (in user(…) at Client.swift:2, in users(…) at Client.swift:3)"))
    }

    @Test func aDecoderPerCallBesideOneMadeOnceNamesBoth() {
        let result = check("""
            final class Client {
                private let decoder = JSONDecoder()
                func user(_ data: Data) throws -> User { try decoder.decode(User.self, from: data) }
                func users(_ data: Data) throws -> [User] { try JSONDecoder().decode([User].self, from: data) }
            }
            """)
        #expect(!result.passed)
        #expect(result.message.contains("a new JSONDecoder on every call (in users(…) at Client.swift:4), besides the one it makes once (in a stored property of Client at Client.swift:2)"))
    }

    @Test func noDecoderIsRefused() {
        #expect(!check("final class Client {}").passed)
    }
}
