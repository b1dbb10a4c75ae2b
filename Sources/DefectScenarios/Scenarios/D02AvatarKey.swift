import KataTestSupport

extension Defect {
    /// The backend sends `avatar_url`. `convertFromSnakeCase` makes that `avatarUrl`, which never
    /// matches a property named `avatarURL`, so every profile fails to decode.
    static let d02AvatarKey = Defect(
        2, "avatar-url-never-decodes", "the profile never decodes avatar_url",
        inProcess: { subject in
            let call = await subject.fetchUser(id: 1, replies: [.ok(Fixture.adaJSON)])
            let avatar = call.outcome.value?.avatarURL
            return [Check(avatar == "https://example.com/ada.png",
                          "Defect 2 — the profile never decodes avatar_url: for Ada's profile JSON the call \(call.outcome), instead of returning Ada with her avatar URL")]
        })
}
