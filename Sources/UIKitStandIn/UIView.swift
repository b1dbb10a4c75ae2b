/// The base of the stand-in views: every change they show is recorded in `writeLog`.
@MainActor
open class UIView {
    /// Every write to this view, from whichever thread made it.
    public nonisolated let writeLog = WriteLog()

    public init() {}

    package nonisolated func record(_ property: String, _ value: String) {
        writeLog.record(UIWrite(property: property, value: value, onMainQueue: MainThreadChecker.isOnMainQueue))
    }
}
