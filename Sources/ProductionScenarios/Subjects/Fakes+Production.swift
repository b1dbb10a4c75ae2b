import KataTestSupport
import Production

// The fakes know nothing of Production (KataTestSupport does not import it for them); they become
// its seams here, next to the scenarios that hand them to it. These conformances are retroactive
// (neither type nor protocol is this module's) but need no `@retroactive`, and are safe: all three
// modules are this package's, so no one outside can add the same conformance later, and the
// compiler does not warn within one package (swiftlang/swift,
// test/Sema/extension_retroactive_conformances_package.swift).

extension ScriptedRandom: RandomSource {}

extension SeededRandom: RandomSource {}
