import Foundation

/// Whether this run is under the thread sanitizer, said once: CI's TSan step sets
/// KATA_UNDER_SANITIZER=1. There every thread runs several times slower, so a real-time bound
/// that holds a fast path to "at once" is made longer: what that run checks is the absence of
/// data races, not speed.
public enum ThreadSanitizer {
    public static let isOn = ProcessInfo.processInfo.environment["KATA_UNDER_SANITIZER"] != nil
}
