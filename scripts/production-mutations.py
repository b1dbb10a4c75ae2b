#!/usr/bin/env python3
"""Writes each plausible wrong answer into Sources/Production, runs the production scenarios,
and puts the file back: every wrong answer must turn a scenario red, for the reason its message
gives, and every correct alternative must stay green.

Usage (from the repository root; a few minutes, one incremental build per mutation):
  python3 scripts/production-mutations.py             every mutation and alternative
  python3 scripts/production-mutations.py NAME...     only these
  python3 scripts/production-mutations.py --list      the names

A file is restored even if the run is interrupted. A mutated file must be clean in git before it
is touched, and must be recompiled by the build, or the run says so: a stale build would show a
wrong answer as green.
"""

import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
P = "Sources/Production/"

# name: (file, [(old, new), ...], expected: "red" or "green")
MUTATIONS = {
    # The wrong answers issue 12 names.
    "jitter-before-cap": (P + "Retry/Backoff.swift", [
        ("        ceiling(beforeRetry: retry) * min(max(fraction, 0), 1)",
         "        min(base * Double(1 << min(retry, 30)) * min(max(fraction, 0), 1), cap)")], "red"),
    # The key made below the retries: a new one for every attempt.
    "key-inside-the-loop": (P + "Client/APIClient.swift", [
        ("            IdempotencyKey(configuration),\n            OneDeadline(configuration),\n            Retrying(configuration, rateLimit: rateLimit),\n",
         "            OneDeadline(configuration),\n            Retrying(configuration, rateLimit: rateLimit),\n            IdempotencyKey(configuration),\n")], "red"),
    "bool-is-refreshing": (P + "Auth/TokenStore.swift", [
        ("    private var refreshing: Task<Result<Credentials, APIError>, Never>?\n",
         "    private var refreshing: Task<Result<Credentials, APIError>, Never>?\n    private var isRefreshing = false\n"),
        ("        let task = refreshing ?? startRefresh(with: credentials.refreshToken)\n        // The refresh is shared, so a caller that gives up (cancelled, or past its deadline)\n        // stops waiting for it without stopping it for the others; the next caller applies it.\n        guard let result = await Self.value(of: task) else { throw .cancelled }\n        if refreshing == task {\n            refreshing = nil\n            await apply(result)\n        }\n",
         "        guard !isRefreshing else { return credentials.accessToken }\n        isRefreshing = true\n        defer { isRefreshing = false }\n        let result = await startRefresh(with: credentials.refreshToken).value\n        refreshing = nil\n        await apply(result)\n")], "red"),
    "cursor-before-decode": (P + "Pagination/PageSequence.swift", [
        ("            guard case .at(let cursor) = position else { return nil }\n",
         "            guard case .at(let cursor) = position else { return nil }\n            position = .end\n")], "red"),
    "cursor-compared-with-the-last-only": (P + "Pagination/PageSequence.swift", [
        ("            guard handedOut.insert(next).inserted else { throw .domain(.repeatedCursor) }\n",
         "            guard case .at(let last) = position, last != next else { throw .domain(.repeatedCursor) }\n")], "red"),
    "late-reply-shown": (P + "ViewModels/ProfileViewModel.swift", [
        ("            guard !Task.isCancelled else { return }\n            state = .loaded(user)\n",
         "            state = .loaded(user)\n")], "red"),
    "reload-leaves-the-first-running": (P + "ViewModels/ProfileViewModel.swift", [
        ("        loading?.cancel()\n        state = .loading\n", "        state = .loading\n")], "red"),
    "try-optional-sleep": (P + "Client/Steps.swift", [
        ("        do { try await clock.sleep(for: wait) } catch { throw .cancelled }", "        try? await clock.sleep(for: wait)")], "red"),
    "case-sensitive-retry-after": (P + "Retry/RetryAfter.swift", [
        ('        let value = headers.first { $0.key.caseInsensitiveCompare("Retry-After") == .orderedSame }?.value',
         '        let value = headers["Retry-After"]')], "red"),
    "system-date-instead-of-now": (P + "Client/Steps.swift", [
        ("        now = configuration.now\n", "        now = { Date() }\n")], "red"),
    "substring-content-type": (P + "Validation/ResponseValidator.swift", [
        ("        guard let type = contentType.flatMap(MediaType.init), type.isJSON else {",
         '        guard let contentType, contentType.lowercased().contains("json") else {')], "red"),
    "missing-content-type-left-to-the-decoder": (P + "Validation/ResponseValidator.swift", [
        ("        guard let type = contentType.flatMap(MediaType.init), type.isJSON else {",
         '        if let contentType, MediaType(contentType)?.isJSON != true {')], "red"),
    # More wrong answers.
    "no-jitter": (P + "Retry/Backoff.swift", [
        ("        ceiling(beforeRetry: retry) * min(max(fraction, 0), 1)", "        ceiling(beforeRetry: retry)")], "red"),
    "no-cap": (P + "Retry/Backoff.swift", [
        ("        return min(ceiling, cap)", "        return ceiling"),
        ("        for _ in 0..<max(retry, 0) where ceiling < cap {", "        for _ in 0..<max(retry, 0) {")], "red"),
    "refresh-per-401": (P + "Auth/TokenStore.swift", [
        ("        let task = refreshing ?? startRefresh(with: credentials.refreshToken)",
         "        let task = startRefresh(with: credentials.refreshToken)")], "red"),
    "refresh-even-if-replaced": (P + "Auth/TokenStore.swift", [
        ("        guard credentials.accessToken == rejected else { return credentials.accessToken }\n", "")], "red"),
    "search-publishes-stale": (P + "ViewModels/SearchViewModel.swift", [
        ("            guard !Task.isCancelled else { return }\n            state = .results", "            state = .results")], "red"),
    "search-try-optional-debounce": (P + "ViewModels/SearchViewModel.swift", [
        ("        do { try await clock.sleep(for: Self.debounce) } catch { return }",
         "        try? await clock.sleep(for: Self.debounce)")], "red"),
    "rate-limit-per-request": (P + "Client/Steps.swift", [
        ("        await rateLimit.holdRequests(for: asked)\n", ""),
        ("            wait = failure.status == 429 ? .zero : asked", "            wait = asked")], "red"),
    "log-the-url": (P + "Logging/RequestLog.swift", [
        ('        write("→ \\(endpoint) attempt',
         '        write("→ \\(request.httpMethod ?? "") \\(request.url?.absoluteString ?? "") attempt')], "red"),
    "redact-exact-case": (P + "Logging/Redaction.swift", [
        ("        let name = name.lowercased()\n        return secretHeaders.contains(name) || pathHeaders.contains(name)",
         '        return ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "Location", "Content-Location", "Link", "Referer"].contains(name)')], "red"),
    "cancel-as-transport-error": (P + "Errors/APIError.swift", [
        ("        if Task.isCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {",
         "        if error is CancellationError {")], "red"),
    "sleep-past-deadline": (P + "Client/Steps.swift", [
        ("        try call.deadline.check(before: wait)\n        return wait", "        return wait")], "red"),
    "no-deadline-race": (P + "Retry/Deadline.swift", [
        ("        guard let limit, let stopwatch else { return try await operation() }",
         "        guard let limit, let stopwatch, false else { return try await operation() }")], "red"),
    "retry-unkeyed-post-after-loss": (P + "Retry/RetryPolicy.swift", [
        ("        case .lostInFlight: return safeToRepeat", "        case .lostInFlight: return true")], "red"),
    "stop-at-empty-page": (P + "Pagination/PageSequence.swift", [
        ("            guard let next = page.nextCursor else { return .end }",
         "            guard let next = page.nextCursor, !page.items.isEmpty else { return .end }")], "red"),
    "no-plus-encoding": (P + "Endpoint/QueryEncoding.swift", [
        ('            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")\n', "")], "red"),
    "offline-error-not-cache": (P + "ViewModels/ProfileViewModel.swift", [
        ("            if reason == .offline, let cached = await cache.profile(for: userID) {",
         "            if reason == .offline, let cached = await cache.profile(for: userID), false {")], "red"),
    # The wrong answers grade 4's second half (exercises 35 to 41) names.
    # The token read above the retries: once per call, and every retry carries it.
    "token-read-once-per-call": (P + "Client/APIClient.swift", [
        ("            Retrying(configuration, rateLimit: rateLimit),\n            RateLimitGate(configuration, rateLimit: rateLimit),\n            Authorizing(configuration),\n",
         "            Authorizing(configuration),\n            Retrying(configuration, rateLimit: rateLimit),\n            RateLimitGate(configuration, rateLimit: rateLimit),\n")], "red"),
    "retry-401-with-the-rejected-token": (P + "Client/Steps.swift", [
        ("            call.token = try await auth.refreshedToken(after: token)\n", "            _ = auth\n")], "red"),
    "refresh-on-every-401": (P + "Client/Steps.swift", [
        ("        do throws(APIError) {\n            return try await next(call)\n        } catch .unauthorized {\n"
         "            call.token = try await auth.refreshedToken(after: token)\n            return try await next(call)\n        }\n",
         "        for _ in 1..<3 {\n            do throws(APIError) {\n                return try await next(call)\n            } catch .unauthorized {\n"
         "                call.token = try await auth.refreshedToken(after: call.token ?? token)\n            }\n        }\n"
         "        return try await next(call)\n")], "red"),
    "log-the-urlerror": (P + "Logging/RequestLog.swift", [
        ('        write("✕ \\(endpoint) attempt \\(attempt): \\(error)")',
         '        if case .transport(let failure) = error { return write("✕ \\(endpoint) attempt \\(attempt): \\(failure.error)") }\n'
         '        write("✕ \\(endpoint) attempt \\(attempt): \\(error)")')], "red"),
    "log-the-error-page": (P + "Logging/RequestLog.swift", [
        ('        write("✕ \\(endpoint) attempt \\(attempt): \\(error)")',
         '        if case .badStatus(let failure) = error { return write("✕ \\(endpoint) attempt \\(attempt): \\(failure.bodyExcerpt)") }\n'
         '        write("✕ \\(endpoint) attempt \\(attempt): \\(error)")')], "red"),
    "cancel-calls-back-itself": (P + "Compatibility/CompletionHandlers.swift", [
        ("        return CancellationHandle(cancel: { work.cancel() }, delivered: delivery)",
         "        return CancellationHandle(cancel: { work.cancel(); Task { @MainActor in completion(.failure(.cancelled)) } }, delivered: delivery)")], "red"),
    # Read in one place, so one edit ignores it for the gate and the wait alike.
    "retry-after-ignored": (P + "Client/Steps.swift", [
        ("                let asked = error.httpFailure?.retryAfter.flatMap { RetryAfter.delay(from: $0, now: now()) }\n",
         "                let asked: Duration? = nil\n")], "red"),
    "no-empty-body-for-the-avatar": (P + "Endpoint/API.swift", [
        ("        endpoint.emptyBody = NoContent()\n", "")], "red"),
    # Issue 26: a call waiting on a refresh must end at its deadline, or when cancelled.
    "refresh-waited-for-uncancellably": (P + "Auth/TokenStore.swift", [
        ("        guard let result = await Self.value(of: task) else { throw .cancelled }\n",
         "        let result = await task.value\n")], "red"),
    # Issue 26, item 3: a header whose value is a URL (a 201's Location, a Link's cursor).
    "path-headers-logged": (P + "Logging/Redaction.swift", [
        ("        return secretHeaders.contains(name) || pathHeaders.contains(name)",
         "        return secretHeaders.contains(name)")], "red"),
    # Once a correct alternative (issue 12); since issue 26, a waiter a cancel does not reach.
    "bool-with-waiting-callers-a-cancel-never-reaches": (P + "Auth/TokenStore.swift", [
        ("    private var refreshing: Task<Result<Credentials, APIError>, Never>?\n",
         "    private var refreshing: Task<Result<Credentials, APIError>, Never>?\n    private var isRefreshing = false\n    private var waiters: [CheckedContinuation<Result<Credentials, APIError>, Never>] = []\n"),
        ("        let task = refreshing ?? startRefresh(with: credentials.refreshToken)\n        // The refresh is shared, so a caller that gives up (cancelled, or past its deadline)\n        // stops waiting for it without stopping it for the others; the next caller applies it.\n        guard let result = await Self.value(of: task) else { throw .cancelled }\n        if refreshing == task {\n            refreshing = nil\n            await apply(result)\n        }\n",
         "        if isRefreshing {\n            let result = await withCheckedContinuation { waiters.append($0) }\n            return try result.get().accessToken\n        }\n        isRefreshing = true\n        let result: Result<Credentials, APIError>\n        do throws(APIError) { result = .success(try await refresh(credentials.refreshToken)) } catch { result = .failure(error) }\n        isRefreshing = false\n        await apply(result)\n        let waiting = waiters\n        waiters = []\n        for waiter in waiting { waiter.resume(returning: result) }\n")], "red"),
    # Issue 22: attempts that take time (35), a refresh that fails offline or is kept (36), a
    # rate-limit wait past the deadline (41).
    # The call's deadline set for the waits to be checked against, but raced around each
    # attempt only, each time with a new one: a retry in flight runs past the call's.
    "deadline-raced-per-attempt": (P + "Client/Steps.swift", [
        (P + "Client/APIClient.swift",
         "            Authorizing(configuration),\n        ], over:", "            Authorizing(configuration),\n            OneDeadline(configuration),\n        ], over:"),
        ("        call.deadline = Deadline(limit, on: clock)\n",
         "        guard call.deadline.limit != nil else {\n            call.deadline = Deadline(limit, on: clock)\n            return try await next(call)\n        }\n"
         "        call.deadline = Deadline(limit, on: clock)\n")], "red"),
    "deadline-budget-counts-only-the-waits": (P + "Client/Steps.swift", [
        ("        var call = call\n        while true {\n", "        var call = call\n        var waited = Duration.zero\n        while true {\n"),
        ("                guard let wait = try retryWait(after: error, asked: asked, call: call) else { throw error }\n",
         "                guard let wait = try retryWait(after: error, asked: asked, call: call, waited: waited) else { throw error }\n"),
        ("                call.attempt += 1\n", "                call.attempt += 1\n                waited += wait\n"),
        ("asked: Duration?, call: Call<Response>) throws(APIError) -> Duration? {",
         "asked: Duration?, call: Call<Response>, waited: Duration = .zero) throws(APIError) -> Duration? {"),
        ("        try call.deadline.check(before: wait)\n        return wait",
         "        if let limit = call.deadline.limit, waited + wait > limit { throw .deadlineExceeded(limit) }\n        return wait")], "red"),
    "rate-limit-wait-past-the-deadline": (P + "Client/Steps.swift", [
        ("            guard wait <= longestWait else { throw .rateLimited(retryAfter: wait, nil) }\n"
         "            try call.deadline.check(before: wait)\n",
         "            guard wait <= longestWait else { throw .rateLimited(retryAfter: wait, nil) }\n")], "red"),
    # Issue 21: the gate's own refusal (a pause longer than the client waits) retried as a 429.
    "gate-refusal-retried": (P + "Retry/FailureKind.swift", [
        ("        case .rateLimited(_, nil): self = .permanent\n        case .rateLimited(_, let failure?): self = .status(failure.status)\n",
         "        case .rateLimited(_, let failure): self = .status(failure?.status ?? 429)\n")], "red"),
    "offline-refresh-signs-out": (P + "Auth/TokenStore.swift", [
        ("        case .failure(let error) where Self.refusesRefreshToken(error):\n", "        case .failure:\n"),
        ("        case .failure:\n            // Offline, a timeout: the refresh token may still be good. Keep it for next time.\n            break\n", "")], "red"),
    "finished-refresh-kept": (P + "Auth/TokenStore.swift", [
        ("            refreshing = nil\n            await apply(result)\n", "            await apply(result)\n")], "red"),
    # The time left is what the code compares; when the wait would end, against the limit, is
    # the same rule.
    "alternative-end-time-compared": (P + "Retry/Deadline.swift", [
        ("        guard let limit, let remaining, wait > remaining else { return }",
         "        guard let limit, let stopwatch, stopwatch.elapsed() + wait > limit else { return }")], "green"),
    "alternative-gate-past-the-deadline-as-rate-limited": (P + "Client/Steps.swift", [
        ("            guard wait <= longestWait else { throw .rateLimited(retryAfter: wait, nil) }\n"
         "            try call.deadline.check(before: wait)\n",
         "            guard wait <= longestWait else { throw .rateLimited(retryAfter: wait, nil) }\n"
         "            if let left = call.deadline.remaining, wait > left { throw .rateLimited(retryAfter: wait, nil) }\n")], "green"),
    # Issue 24: the transport below the client.
    "writes-share-the-kept-alive-connection": (P + "Seams/Transport.swift", [
        ('            guard HTTPMethod(rawValue: (request.httpMethod ?? "GET").uppercased())?.isIdempotent != true else {',
         '            guard request.httpMethod == "no method is this" else {')], "red"),
    # Issue 24, item 3: an update the server applied and answered with 204.
    "update-accepts-only-200-with-a-user": (P + "Endpoint/API.swift", [
        ("        endpoint.body = update\n        endpoint.successStatuses = [200, 204]\n        endpoint.emptyBody = .some(nil)\n",
         "        endpoint.body = update\n")], "red"),
    "update-204-with-no-empty-value": (P + "Endpoint/API.swift", [
        ("        endpoint.body = update\n        endpoint.successStatuses = [200, 204]\n        endpoint.emptyBody = .some(nil)\n",
         "        endpoint.body = update\n        endpoint.successStatuses = [200, 204]\n")], "red"),
    "204-a-success-for-every-endpoint": (P + "Endpoint/Endpoint.swift", [
        ("    public var successStatuses: Set<Int> = [200]\n", "    public var successStatuses: Set<Int> = [200, 204]\n")], "red"),
    "empty-body-before-the-status": (P + "Validation/ResponseValidator.swift", [
        ("        let contentType = http.value(forHTTPHeaderField: \"Content-Type\")\n",
         "        if data.isEmpty, let empty = endpoint.emptyBody { return empty }\n"
         "        let contentType = http.value(forHTTPHeaderField: \"Content-Type\")\n")], "red"),
    # Issue 22: wrong answers of exercises 29, 30, 31 and 33.
    "undecodable-body-taken-for-empty": (P + "Validation/ResponseValidator.swift", [
        ("        } catch let error as DecodingError {\n            throw .decoding(DecodingFailure(error))\n",
         "        } catch let error as DecodingError {\n            if let empty = endpoint.emptyBody { return empty }\n"
         "            throw .decoding(DecodingFailure(error))\n")], "red"),
    "rule-for-single-users-only": (P + "Validation/ResponseValidator.swift", [
        ("        if let violation = endpoint.rule(value) { throw .domain(violation) }",
         "        if let user = value as? User, let violation = user.violation { throw .domain(violation) }")], "red"),
    "no-attempt-limit": (P + "Client/Steps.swift", [
        ("        guard call.attempt < policy.maxAttempts,\n              policy.isRetryable(",
         "        guard policy.isRetryable(")], "red"),
    "date-in-the-phones-locale": (P + "Retry/RetryAfter.swift", [
        ('            formatter.locale = Locale(identifier: "en_US_POSIX")\n', "")], "red"),
    # Issue 22, exercise 40: failures that beat the cancel, and search failures with their reasons.
    "profile-late-failure-shown": (P + "ViewModels/ProfileViewModel.swift", [
        ("            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }",
         "            guard let reason = FailureReason(error, now: now()) else { return }")], "red"),
    "search-late-failure-shown": (P + "ViewModels/SearchViewModel.swift", [
        ("            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }",
         "            guard let reason = FailureReason(error, now: now()) else { return }")], "red"),
    "search-failure-as-no-results": (P + "ViewModels/SearchViewModel.swift", [
        ("            state = .failed(query: query, reason)", "            _ = reason\n            state = .results(query: query, [])")], "red"),
    "search-every-failure-a-server-failure": (P + "ViewModels/SearchViewModel.swift", [
        ("            state = .failed(query: query, reason)", "            _ = reason\n            state = .failed(query: query, .server)")], "red"),
    "alternative-search-reason-then-cancelled": (P + "ViewModels/SearchViewModel.swift", [
        ("            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }",
         "            guard let reason = FailureReason(error, now: now()), !Task.isCancelled else { return }")], "green"),
    # Issue 25, item 3: the offline cache (exercise 42). Its first wrong answer, a cache that
    # keeps error pages, cannot be written here: `ProfileCache` holds a decoded `User`, saved only
    # once the client accepted the answer (exercise 42 ships it, in a cache of raw answers).
    "offline-label-by-the-system-clock": (P + "ViewModels/ProfileViewModel.swift", [
        ("        return LastUpdated.text(savedAt: cached.savedAt, now: now())",
         "        return LastUpdated.text(savedAt: cached.savedAt, now: Date())")], "red"),
    "offline-copy-dated-by-the-system-clock": (P + "ViewModels/ProfileViewModel.swift", [
        ("            await cache.save(CachedProfile(user: user, savedAt: now()))",
         "            await cache.save(CachedProfile(user: user, savedAt: Date()))")], "red"),
    "offline-copy-shown-as-fresh": (P + "ViewModels/ProfileViewModel.swift", [
        ("                state = .offline(cached)\n", "                state = .loaded(cached.user)\n")], "red"),
    "offline-no-refresh-when-back": (P + "ViewModels/ProfileViewModel.swift", [
        ("        guard case .offline = state else { return load() }\n        loading?.cancel()\n        let task = Task { await self.refresh() }\n        loading = task\n        return task\n",
         "        guard case .offline = state else { return load() }\n        return Task {}\n")], "red"),
    "offline-refresh-in-front-of-the-copy": (P + "ViewModels/ProfileViewModel.swift", [
        ("        guard case .offline = state else { return load() }\n", "        return load()\n")], "red"),
    # Correct alternatives: written differently, and right.
    "write-on-an-ephemeral-session": (P + "Seams/Transport.swift", [
        ("            let ownConnection = URLSession(configuration: self.configuration)",
         "            let ownConnection = URLSession(configuration: .ephemeral)")], "green"),
    "alternative-backoff-with-pow": (P + "Retry/Backoff.swift", [
        ("/// Exponential backoff with full jitter", "import Foundation\n\n/// Exponential backoff with full jitter"),
        ("        ceiling(beforeRetry: retry) * min(max(fraction, 0), 1)",
         "        let seconds: Double = min(8.0, 0.5 * pow(2.0, Double(max(retry, 0))))\n        let share: Double = min(max(fraction, 0), 1)\n        return .milliseconds(Int((seconds * share * 1000).rounded()))")], "green"),
    "alternative-retry-after-lowercased-keys": (P + "Retry/RetryAfter.swift", [
        ('        let value = headers.first { $0.key.caseInsensitiveCompare("Retry-After") == .orderedSame }?.value',
         '        let value = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })["retry-after"]')], "green"),
    "alternative-content-type-by-mime-type": (P + "Validation/ResponseValidator.swift", [
        ("        guard let type = contentType.flatMap(MediaType.init), type.isJSON else {",
         '        guard let mime = http.mimeType?.lowercased(), mime == "application/json" || (mime.hasPrefix("application/") && mime.hasSuffix("+json")) else {')], "green"),
    "alternative-empty-body-read-as-json-null": (P + "Validation/ResponseValidator.swift", [
        ("            guard let empty = endpoint.emptyBody else { throw .decoding(.emptyBody) }\n            return empty\n",
         '            do { return try decoder.decode(Response.self, from: Data("null".utf8)) } catch { throw .decoding(.emptyBody) }\n')], "green"),
    "alternative-dates-with-a-posix-constant": (P + "Retry/RetryAfter.swift", [
        ('    static func httpDate(_ value: String) -> Date? {\n',
         '    static let posix = Locale(identifier: "en_US_POSIX")\n\n    static func httpDate(_ value: String) -> Date? {\n'),
        ('            formatter.locale = Locale(identifier: "en_US_POSIX")\n', "            formatter.locale = posix\n")], "green"),
    "alternative-key-made-per-call-elsewhere": (P + "Client/Steps.swift", [
        ("        if call.endpoint.sendsIdempotencyKey { call.idempotencyKey = make() }\n",
         '        if call.endpoint.sendsIdempotencyKey { call.idempotencyKey = call.endpoint.headers["Idempotency-Key"] ?? make() }\n')], "green"),
}


def run(command):
    return subprocess.run(command, shell=True, cwd=ROOT, capture_output=True, text=True)


def try_one(name):
    path, edits, expected = MUTATIONS[name]
    # An edit is (old, new) in `path`, or (another path, old, new) for a wrong answer that spans files.
    edits = [edit if len(edit) == 3 else (path, *edit) for edit in edits]
    paths = list(dict.fromkeys(edit[0] for edit in edits))
    for each in paths:
        if run(f"git diff --quiet -- {each}").returncode != 0:
            return f"== {name}: SKIPPED, {each} has uncommitted changes"
    originals = {each: open(os.path.join(ROOT, each), encoding="utf-8").read() for each in paths}
    mutated = dict(originals)
    for each, old, new in edits:
        if old not in mutated[each]:
            return f"== {name}: the code to change is not in {each} any more; update this script"
        mutated[each] = mutated[each].replace(old, new, 1)
    try:
        for each in paths:
            with open(os.path.join(ROOT, each), "w", encoding="utf-8") as handle:
                handle.write(mutated[each])
        build = run("swift build --build-tests 2>&1")
        if build.returncode != 0:
            errors = [line for line in build.stdout.splitlines() if "error:" in line][:3]
            return f"== {name}: BUILD FAILED\n   " + "\n   ".join(errors)
        stale = [each for each in paths if os.path.basename(each) not in build.stdout]
        if stale:
            return f"== {name}: NOT REBUILT ({', '.join(stale)} not recompiled); run again"
        # The scenarios only: a unit test of a part may crash outright under a mutation (no cap
        # overflows Duration at retry 10,000), and a crashed run lists no scenario.
        test = run("swift test --skip-build --filter ProductionTests.ScenarioTests 2>&1").stdout
        red = sorted(set(re.findall(r"recorded an issue with 1 argument scenario → ([\w.-]+)", test)))
        messages = [line.strip()[2:] for line in test.splitlines() if line.startswith("↳") and "Testing Library" not in line
                    and "Target Platform" not in line and not line.startswith("↳ //")]
        verdict = "as expected" if (bool(red) == (expected == "red")) else "NOT AS EXPECTED"
        lines = [f"== {name} ({expected} expected, {verdict}): red scenarios {red}"]
        lines += ["   " + message[:300] for message in messages[:4]]
        return "\n".join(lines)
    finally:
        for each in paths:
            full = os.path.join(ROOT, each)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(originals[each])
            # A later build must see the file as changed again, however fast it comes.
            now = time.time() + 1
            os.utime(full, (now, now))


def main(arguments):
    if arguments == ["--list"]:
        print("\n".join(MUTATIONS))
        return 0
    unknown = [name for name in arguments if name not in MUTATIONS]
    if unknown:
        print(f"unknown: {', '.join(unknown)} (see --list)")
        return 2
    names = arguments or list(MUTATIONS)
    results = [try_one(name) for name in names]
    # The last build holds the last mutation: build again, so that a `swift test --skip-build`
    # after this script runs the code as it is on disk.
    run("swift build --build-tests -q 2>&1")
    for result in results:
        print(result, flush=True)
    # A mutation whose code is gone tried nothing: a failure, or a stale script looks green.
    failed = [r for r in results if "NOT AS EXPECTED" in r or "BUILD FAILED" in r or "NOT REBUILT" in r
              or "update this script" in r]
    print(f"\n{len(names) - len(failed)} of {len(names)} behaved as expected")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
