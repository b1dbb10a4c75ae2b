import Broken
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct OutageTraceTests {
    @Test func theLinesThatRun() throws {
        #expect(try linesThatRunForA500WithHTML() == [.searchDecodesWithTryBang])
    }

    @Test func yourPredictionMatchesWhatBrokenDoes() throws {
        let predicted = try whatTheSearchGetsForA500WithHTML()
        // A trap would end this test run, so the test decodes the page the way Broken does, but
        // with `try?`: if that fails, Broken's `try!` traps.
        let decodes = (try? JSONDecoder().decode([Broken.User].self, from: Data(Fixture.outageHTML.utf8))) != nil
        let observed: WhatTheCallerGets = decodes ? .aValue : .aCrash
        #expect(predicted == observed, "Broken's `try!` on the HTML page means: \(observed)")
    }
}
