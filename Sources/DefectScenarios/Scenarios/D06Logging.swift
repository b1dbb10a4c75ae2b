import KataTestSupport

extension Defect {
    /// A failing profile for user 42 and a failing search for "Ada Lovelace". `print(error)`
    /// writes the URL, and with it who the user is, to the device log. Runs in a child
    /// process, so that what it prints can be captured alone.
    static let d06Logging = Defect(
        6, "print-logs-the-user", "failures print who the user is",
        child: ChildScenario(
            expectedExit: .normally,
            exitMessage: "Defect 6 — failures print who the user is: the child running a failing profile and search did not exit normally",
            run: { subject in
                _ = await subject.fetchUser(id: 42, replies: [.failure(.notConnectedToInternet)])
                _ = await subject.searchUsers(matching: "Ada Lovelace", replies: [.failure(.notConnectedToInternet)])
            },
            checkOutput: { output in
                let leaks = ["/users/42", "api.example.com", "Ada Lovelace", "Ada%20Lovelace"].filter(output.text.contains)
                return [
                    Check(output.finished, "Defect 6 — failures print who the user is: the child did not run the scenario through"),
                    Check(leaks.isEmpty,
                          "Defect 6 — failures print who the user is: the log shows \(leaks.map { "\"\($0)\"" }.joined(separator: ", ")) after a failing profile for user 42 and a failing search for Ada Lovelace"),
                ]
            }))
}
