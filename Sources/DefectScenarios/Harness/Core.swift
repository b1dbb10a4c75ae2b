// The scenario core (checks, outcomes, failures, bounds, the child channel) is part of what this
// module offers: the exercises import DefectScenarios and use `Outcome`, `Failure`, `Check`.
@_exported import ScenarioCore
