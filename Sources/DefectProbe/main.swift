// Runs one defect scenario's child part, for the XCTest cases: `DefectProbe 7 broken`.
// A subject that traps takes only this process down; the test reads how it ended.
import DefectScenarios
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let number = Int(arguments.first!), let id = SubjectID(rawValue: arguments.last!) else {
    FileHandle.standardError.write(Data("usage: DefectProbe DEFECT-NUMBER broken|fixed\n".utf8))
    exit(64)
}
await Child.run(defect: number, on: id.subject)
