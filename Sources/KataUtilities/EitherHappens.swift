/// Whether either of two things happens: true as soon as one wait says yes, false once both have
/// said no, or after `limit`. For code under test that may take either of two paths (a fake
/// transport or `URLSession.shared`, a sleeper or a pause).
public func eitherHappens(
    within limit: Duration,
    _ one: @escaping @Sendable () async -> Bool,
    _ other: @escaping @Sendable () async -> Bool
) async -> Bool {
    let answer = Arrival<Bool>()
    let noes = Locked(0)
    for wait in [one, other] {
        Task {
            if await wait() {
                answer.deliver(true)
            } else if noes.withLock({ count in count += 1; return count }) == 2 {
                answer.deliver(false)
            }
        }
    }
    return await answer.value(within: limit) ?? false
}
