import ProductionScenarios
import Testing

extension ScenarioExpectations {
    /// Runs the scenario `id`, one of `scenarios`, against `subject`: how a grade-4 exercise's
    /// tests run the scenarios its metadata lists. An id that is not among them is an issue too,
    /// so a misspelt id fails rather than passing without running anything.
    public static func expectPasses<Subject: Sendable>(
        _ id: String, of scenarios: [Scenario<Subject>], on subject: Subject, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard let scenario = scenarios.first(where: { $0.id == id }) else {
            Issue.record("There is no scenario \(id) here; these are: \(scenarios.map(\.id).joined(separator: ", "))", sourceLocation: sourceLocation)
            return
        }
        await expectPasses(scenario, on: subject, sourceLocation: sourceLocation)
    }
}
