#!/usr/bin/env bash
# Builds a throw-away package that depends on the kata by path, imports Fixed, and runs one
# test against it: proof that Fixed is usable as a library, not only from inside this package.
set -euo pipefail
kata_root=${1:?usage: consumer-check.sh PATH-TO-KATA}
# Absolute: the scratch package lives elsewhere, and the path's last component names the package.
kata_root=$(CDPATH='' cd "$kata_root" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/Tests/ConsumerTests"
cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$kata_root")],
    targets: [
        .testTarget(name: "ConsumerTests", dependencies: [.product(name: "Fixed", package: "$(basename "$kata_root")")]),
    ]
)
SWIFT
cat > "$dir/Tests/ConsumerTests/ConsumerTests.swift" <<'SWIFT'
import Fixed
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Test func fixedWorksFromAnotherPackage() async throws {
    let client = APIClient(transport: { request in
        let body = request.url?.path == "/users/1"
            ? #"{"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}"#
            : #"[{"id": 2, "name": "Tom", "avatar_url": "https://example.com/tom.png"}]"#
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        return (Data(body.utf8), response)
    }, retryDelay: .zero)

    let user = try await client.fetchUser(id: 1)
    let found = try await client.searchUsers(matching: "tom")

    #expect(user.name == "Ada")
    #expect(found.map(\.name) == ["Tom"])
}
SWIFT
cd "$dir"
swift test 2>&1 | tail -4
