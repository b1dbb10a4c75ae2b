/// What to run and what to read, for someone who has just cloned the kata.
enum Tour {
    static let text = """
    The network-layer kata
    ======================

    A profile screen and a search, written with URLSession.dataTask. Three user reports came
    back from production; sixteen defects sit behind them. Sources/Broken is that code,
    Sources/Fixed is the async/await rewrite, and the tests show each defect red, then green.

    Run
      swift test                  every defect case: Fixed green, Broken checked to still fail
      KATA_RED=1 swift test       the real red: the Broken cases without the safety net

    Read
      Sources/Broken/             the original; find the sixteen defects before you read on
      Sources/Fixed/              the rewrite; every fix says "Defect N"
      docs/                       a page per defect, the reports, the interview guide
      README.md                   where to start, for learners, interviewers and reviewers

    Practise
      Exercises/                  graded exercises; Solutions/ has one answer to each
    """
}
