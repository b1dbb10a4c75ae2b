import KataTestSupport

extension Defect {
    /// The backend sends `avatar_url`. `convertFromSnakeCase` makes that `avatarUrl`, which never
    /// matches a property named `avatarURL`, so every profile fails to decode.
    static let d02AvatarKey = Defect(
        2, "avatar-url-never-decodes", "the profile never decodes avatar_url",
        inProcess: { subject in
            let call = await subject.fetchUser(id: 1, replies: [.ok(Fixture.adaJSON)])
            return [
                .own(
                    call.outcome.value?.avatarURL == "https://example.com/ada.png",
                    "the backend sends `avatar_url`, and for Ada's profile the call \(call.outcome), instead of returning Ada with her avatar URL")
            ]
        })
}
