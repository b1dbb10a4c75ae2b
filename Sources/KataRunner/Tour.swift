/// What to run and what to read besides the exercises, for someone who has just cloned the kata.
enum Tour {
    static let text = """
        Besides the exercises
          swift test                  every defect case: Fixed green, Broken checked to still fail
          KATA_RED=1 swift test       the real red: the Broken cases without the safety net
          swift run -q kata interview practise the code review as a candidate: prompt, timer, score
          swift test --package-path Exercises
                                      the exercises' tests on your own code, as Xcode runs them
          Sources/Broken/, Sources/Fixed/, docs/   the original, the rewrite, the reference
        """
}
