import KataTestSupport
import Production

// The fakes know nothing of Production (KataTestSupport does not import it); they are its seams
// here, next to the scenarios that hand them to it. Not `@retroactive`: the fakes, the protocols
// and this file are all in this package, so no one else can add the same conformance later.

extension ScriptedRandom: RandomSource {}

extension SeededRandom: RandomSource {}
