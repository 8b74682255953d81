import Formwork

// The settings form's rows built by hand as `[Section]` of `Node`s, with the same components,
// rules and `$settings.member` bindings as the DSL version: what realistic lowering is compared
// with. A device's binding follows its device by id, as `ForEach`'s do, with `Binding(get:set:)`
// (public API has no other way to bind an element by id). Plain rows get `Int` ids from 101, devices their own.

extension SettingsScreen {
    /// The DSL form's rows, built without the builders.
    public var handBuiltForm: Form {
        let shown = settings
        var sections = [
            Section(id: "account", header: "Account", rows: handAccount()),
            Section(
                id: "notifications", header: "Notifications", footer: "Banners and sounds follow Focus.",
                rows: handNotifications(allowsNotifications: shown.notifications.allow)),
            Section(id: "privacy", header: "Privacy", rows: handPrivacy()),
            Section(id: "profile", header: "Profile", rows: handProfile()),
            Section(id: "limits", header: "Limits", rows: handLimits()),
            Section(id: "appearance", header: "Appearance", rows: handAppearance()),
        ]
        if shown.appearance.showsAdvanced {
            sections.append(
                Section(
                    id: "advanced", header: "Advanced", footer: "Change these only if support asks you to.", rows: handAdvanced())
            )
        }
        sections.append(
            Section(
                id: "devices", header: "Devices", footer: "Turn a device off to sign it out.", rows: handDevices(shown.devices)))
        sections.append(Section(id: "about", header: "About", rows: handAbout()))
        return Form(sections: sections)
    }

    func handAccount() -> [Node] {
        [
            Node(
                id: "name",
                component: TextField("Name", text: $settings.account.name, prompt: "Jane Appleseed").textContentType(.name)
                    .validate(.required)),
            Node(
                id: "email",
                component: TextField("Email", text: $settings.account.email, prompt: "you@example.com").keyboardType(
                    .emailAddress
                ).validate(.required, .email)),
            Node(
                id: "phone",
                component: TextField("Phone", text: $settings.account.phone).keyboardType(.phone).textContentType(
                    .telephoneNumber)),
            Node(
                id: "username",
                component: TextField("Username", text: $settings.account.username).textContentType(.username).validate(
                    .length(3...32))),
            Node(id: "display-name", component: TextField("Display Name", text: $settings.account.displayName)),
            Node(id: "company", component: TextField("Company", text: $settings.account.company)),
            Node(id: "job-title", component: TextField("Job Title", text: $settings.account.jobTitle)),
            Node(
                id: "website",
                component: TextField("Website", text: $settings.account.website).keyboardType(.url).textContentType(.url)),
            Node(
                id: "recovery-email",
                component: TextField("Recovery Email", text: $settings.account.recoveryEmail).keyboardType(.emailAddress)
                    .validate(.email)),
            Node(id: "pronouns", component: TextField("Pronouns", text: $settings.account.pronouns)),
            Node(id: 101, component: Row("Member Since", detail: "2019")),
            Node(id: 102, component: Button("Sign Out") {}),
        ]
    }

    func handNotifications(allowsNotifications: Bool) -> [Node] {
        var sounds = Node(id: "sounds", component: Toggle("Sounds", isOn: $settings.notifications.sounds))
        sounds.isDisabled = !allowsNotifications
        return [
            Node(id: "allow-notifications", component: Toggle("Allow Notifications", isOn: $settings.notifications.allow)),
            sounds,
            Node(id: "badges", component: Toggle("Badges", isOn: $settings.notifications.badges)),
            Node(id: "banners", component: Toggle("Banners", isOn: $settings.notifications.banners)),
            Node(id: "lock-screen", component: Toggle("Lock Screen", isOn: $settings.notifications.lockScreen)),
            Node(id: "previews", component: Toggle("Show Previews", isOn: $settings.notifications.previews)),
            Node(id: "mentions", component: Toggle("Mentions", isOn: $settings.notifications.mentions)),
            Node(id: "direct-messages", component: Toggle("Direct Messages", isOn: $settings.notifications.directMessages)),
            Node(id: "replies", component: Toggle("Replies", isOn: $settings.notifications.replies)),
            Node(id: "reactions", component: Toggle("Reactions", isOn: $settings.notifications.reactions)),
            Node(id: "reminders", component: Toggle("Reminders", isOn: $settings.notifications.reminders)),
            Node(id: "digest", component: Toggle("Daily Digest", isOn: $settings.notifications.digest)),
            Node(id: "marketing", component: Toggle("Offers", isOn: $settings.notifications.marketing)),
            Node(id: "security", component: Toggle("Security Alerts", isOn: $settings.notifications.security)),
            Node(id: "updates", component: Toggle("Product Updates", isOn: $settings.notifications.updates)),
            Node(id: 103, component: Row("Scheduled Summary", detail: "8:00")),
        ]
    }

    func handPrivacy() -> [Node] {
        [
            Node(id: "analytics", component: Toggle("Share Analytics", isOn: $settings.privacy.analytics)),
            Node(id: "crash-reports", component: Toggle("Crash Reports", isOn: $settings.privacy.crashReports)),
            Node(id: "personalized-ads", component: Toggle("Personalized Ads", isOn: $settings.privacy.personalizedAds)),
            Node(id: "location", component: Toggle("Location Services", isOn: $settings.privacy.location)),
            Node(id: "contacts", component: Toggle("Contacts Access", isOn: $settings.privacy.contacts)),
            Node(id: "camera", component: Toggle("Camera Access", isOn: $settings.privacy.camera)),
            Node(id: "microphone", component: Toggle("Microphone Access", isOn: $settings.privacy.microphone)),
            Node(id: "photos", component: Toggle("Photos Access", isOn: $settings.privacy.photos)),
            Node(id: "bluetooth", component: Toggle("Bluetooth Access", isOn: $settings.privacy.bluetooth)),
            Node(id: "motion", component: Toggle("Motion & Fitness", isOn: $settings.privacy.motion)),
            Node(id: "read-receipts", component: Toggle("Read Receipts", isOn: $settings.privacy.readReceipts)),
            Node(id: "typing-indicators", component: Toggle("Typing Indicators", isOn: $settings.privacy.typingIndicators)),
            Node(id: "last-seen", component: Toggle("Last Seen", isOn: $settings.privacy.lastSeen)),
            Node(id: "searchable", component: Toggle("Searchable by Email", isOn: $settings.privacy.searchable)),
            Node(id: "public-profile", component: Toggle("Public Profile", isOn: $settings.privacy.publicProfile)),
            Node(
                id: "profile-visibility",
                component: Picker(
                    "Profile Visible To", selection: $settings.privacy.profileVisibility, options: Audience.allCases
                ) { $0.title }),
            Node(
                id: "message-requests",
                component: Picker("Message Requests", selection: $settings.privacy.messageRequests, options: Audience.allCases) {
                    $0.title
                }),
            Node(
                id: "location-sharing",
                component: Picker("Share Location With", selection: $settings.privacy.locationSharing, options: Audience.allCases)
                { $0.title }),
            Node(
                id: "data-retention",
                component: Picker("Keep Data", selection: $settings.privacy.dataRetention, options: Retention.allCases) {
                    $0.title
                }),
            Node(
                id: "backup-frequency",
                component: Picker("Back Up", selection: $settings.privacy.backupFrequency, options: Frequency.allCases) {
                    $0.title
                }),
            Node(id: 104, component: NavigationLink("Blocked Contacts", detail: "3") { Section { Row("None") } }),
            Node(id: 105, component: Row("Export My Data").onSelect {}),
        ]
    }

    func handProfile() -> [Node] {
        [
            Node(
                id: "first-name",
                component: TextField("First Name", text: $settings.profile.firstName).textContentType(.givenName).validate(
                    .required)),
            Node(
                id: "last-name",
                component: TextField("Last Name", text: $settings.profile.lastName).textContentType(.familyName).validate(
                    .required)),
            Node(id: "street", component: TextField("Street", text: $settings.profile.street)),
            Node(id: "city", component: TextField("City", text: $settings.profile.city)),
            Node(
                id: "postal-code",
                component: TextField("Postal Code", text: $settings.profile.postalCode).textContentType(.postalCode)),
            Node(id: "region", component: TextField("Region", text: $settings.profile.region)),
            Node(id: "country", component: TextField("Country", text: $settings.profile.country)),
            Node(id: "birthday", component: TextField("Birthday", text: $settings.profile.birthday, prompt: "YYYY-MM-DD")),
            Node(id: "bio", component: TextField("Bio", text: $settings.profile.bio).validate(.length(...160))),
            Node(id: "employer", component: TextField("Employer", text: $settings.profile.employer)),
            Node(id: "department", component: TextField("Department", text: $settings.profile.department)),
            Node(id: "office", component: TextField("Office", text: $settings.profile.office)),
            Node(id: "manager", component: TextField("Manager", text: $settings.profile.manager)),
            Node(id: "emergency-name", component: TextField("Emergency Contact", text: $settings.profile.emergencyName)),
            Node(
                id: "emergency-phone",
                component: TextField("Emergency Phone", text: $settings.profile.emergencyPhone).keyboardType(.phone)),
            Node(id: "allergies", component: TextField("Allergies", text: $settings.profile.allergies)),
            Node(id: "shirt-size", component: TextField("Shirt Size", text: $settings.profile.shirtSize)),
            Node(id: "team", component: TextField("Team", text: $settings.profile.team)),
            Node(id: "github", component: TextField("GitHub", text: $settings.profile.github, prompt: "@username")),
            Node(id: "mastodon", component: TextField("Mastodon", text: $settings.profile.mastodon, prompt: "@you@server")),
            Node(id: 106, component: Row("Profile Photo", detail: "Set")),
            Node(id: 107, component: Text("Your profile is visible to your contacts.")),
        ]
    }

    func handLimits() -> [Node] {
        [
            Node(
                id: "daily-screen-time",
                component: Stepper("Daily Screen Time", value: $settings.limits.dailyScreenTime, in: 0...1440, step: 15)),
            Node(
                id: "weekly-screen-time",
                component: Stepper("Weekly Screen Time", value: $settings.limits.weeklyScreenTime, in: 0...10080, step: 60)),
            Node(
                id: "downloads-per-day",
                component: Stepper("Downloads per Day", value: $settings.limits.downloadsPerDay, in: 0...100)),
            Node(
                id: "uploads-per-day", component: Stepper("Uploads per Day", value: $settings.limits.uploadsPerDay, in: 0...100)),
            Node(id: "max-tabs", component: Stepper("Open Tabs", value: $settings.limits.maxTabs, in: 1...500)),
            Node(id: "cache", component: Stepper("Cache (MB)", value: $settings.limits.cacheMegabytes, in: 64...8192, step: 64)),
            Node(id: "history-days", component: Stepper("History (days)", value: $settings.limits.historyDays, in: 1...365)),
            Node(id: "trash-days", component: Stepper("Trash (days)", value: $settings.limits.trashDays, in: 1...90)),
            Node(
                id: "session-minutes",
                component: Stepper("Session (minutes)", value: $settings.limits.sessionMinutes, in: 5...480, step: 5)),
            Node(id: "retries", component: Stepper("Retries", value: $settings.limits.retryCount, in: 0...10)),
            Node(id: "font-size", component: Stepper("Font Size", value: $settings.limits.fontSize, in: 8...32)),
            Node(id: "line-spacing", component: Stepper("Line Spacing", value: $settings.limits.lineSpacing, in: 0...8)),
            Node(id: "columns", component: Stepper("Columns", value: $settings.limits.columns, in: 1...4)),
            Node(id: "preview-lines", component: Stepper("Preview Lines", value: $settings.limits.previewLines, in: 0...10)),
            Node(id: "attachments", component: Stepper("Attachments", value: $settings.limits.maxAttachments, in: 1...20)),
            Node(id: "snooze", component: Stepper("Snooze (minutes)", value: $settings.limits.snoozeMinutes, in: 1...60)),
            Node(
                id: "remind-before",
                component: Stepper("Remind Before (hours)", value: $settings.limits.reminderHours, in: 1...168)),
            Node(id: "sync-every", component: Stepper("Sync Every (minutes)", value: $settings.limits.syncMinutes, in: 1...240)),
            Node(id: "backups-kept", component: Stepper("Backups Kept", value: $settings.limits.backupsKept, in: 1...30)),
            Node(id: "device-limit", component: Stepper("Devices Allowed", value: $settings.limits.deviceLimit, in: 1...10)),
            Node(id: 108, component: Text("Limits apply to every device signed in to this account.")),
        ]
    }

    func handAppearance() -> [Node] {
        [
            Node(
                id: "theme",
                component: Picker("Theme", selection: $settings.appearance.theme, options: Theme.allCases) { $0.title }
                    .pickerStyle(.segmented)),
            Node(
                id: "accent",
                component: Picker("Accent Color", selection: $settings.appearance.accent, options: Accent.allCases) { $0.title }),
            Node(
                id: "text-size",
                component: Picker("Text Size", selection: $settings.appearance.textSize, options: TextSize.allCases) { $0.title }),
            Node(
                id: "icon-style",
                component: Picker("Icon Style", selection: $settings.appearance.iconStyle, options: Theme.allCases) { $0.title }),
            Node(
                id: "sidebar",
                component: Picker("Sidebar Size", selection: $settings.appearance.sidebar, options: TextSize.allCases) {
                    $0.title
                }),
            Node(
                id: "density",
                component: Picker("Density", selection: $settings.appearance.density, options: TextSize.allCases) { $0.title }),
            Node(
                id: "app-icon",
                component: Picker("App Icon", selection: $settings.appearance.appIcon, options: Accent.allCases) { $0.title }),
            Node(
                id: "highlight",
                component: Picker("Highlight", selection: $settings.appearance.highlight, options: Accent.allCases) { $0.title }),
            Node(
                id: "code-theme",
                component: Picker("Code Theme", selection: $settings.appearance.codeTheme, options: Theme.allCases) { $0.title }),
            Node(
                id: "start-page",
                component: Picker("Start Page", selection: $settings.appearance.startPage, options: Frequency.allCases) {
                    $0.title
                }),
            Node(
                id: "widget-size",
                component: Picker("Widget Size", selection: $settings.appearance.widgetSize, options: TextSize.allCases) {
                    $0.title
                }),
            Node(
                id: "chart-style",
                component: Picker("Chart Style", selection: $settings.appearance.chartStyle, options: Accent.allCases) {
                    $0.title
                }),
            Node(
                id: "keyboard-theme",
                component: Picker("Keyboard Theme", selection: $settings.appearance.keyboardTheme, options: Theme.allCases) {
                    $0.title
                }),
            Node(
                id: "reader-theme",
                component: Picker("Reader Theme", selection: $settings.appearance.readerTheme, options: Theme.allCases) {
                    $0.title
                }),
            Node(
                id: "date-style",
                component: Picker("Group Dates", selection: $settings.appearance.dateStyle, options: Frequency.allCases) {
                    $0.title
                }),
            Node(id: "bold-text", component: Toggle("Bold Text", isOn: $settings.appearance.boldText)),
            Node(id: "reduce-motion", component: Toggle("Reduce Motion", isOn: $settings.appearance.reduceMotion)),
            Node(id: "increase-contrast", component: Toggle("Increase Contrast", isOn: $settings.appearance.increaseContrast)),
            Node(id: "large-icons", component: Toggle("Large Icons", isOn: $settings.appearance.largeIcons)),
            Node(id: "link-previews", component: Toggle("Link Previews", isOn: $settings.appearance.showPreviews)),
            Node(id: "animated-stickers", component: Toggle("Animated Stickers", isOn: $settings.appearance.animatedStickers)),
            Node(id: "autoplay-videos", component: Toggle("Autoplay Videos", isOn: $settings.appearance.autoplayVideos)),
            Node(id: "app-badges", component: Toggle("App Badges", isOn: $settings.appearance.showBadges)),
            Node(id: "compact-mode", component: Toggle("Compact Mode", isOn: $settings.appearance.compactMode)),
            Node(id: "shows-advanced", component: Toggle("Show Advanced Settings", isOn: $settings.appearance.showsAdvanced)),
        ]
    }

    func handAdvanced() -> [Node] {
        [
            Node(id: 109, component: Row("Server", detail: "eu-west-1")),
            Node(id: 110, component: Row("Protocol", detail: "HTTP/3")),
            Node(id: 111, component: Row("Proxy", detail: "None")),
            Node(id: 112, component: Row("DNS", detail: "Automatic")),
            Node(id: 113, component: Row("Certificate", detail: "Valid")),
            Node(id: 114, component: Row("Log Level", detail: "Warning")),
            Node(id: 115, component: Row("Feature Flags", detail: "12")),
            Node(id: 116, component: Row("Cache Size", detail: "214 MB")),
            Node(id: 117, component: Row("Database", detail: "v42")),
            Node(id: 118, component: Row("Last Sync", detail: "2 min ago")),
            Node(id: 119, component: Row("Push Token", detail: "a1b2…").onSelect {}),
            Node(id: 120, component: Row("Device ID", detail: "7F3A…").onSelect {}),
            Node(id: 121, component: Row("Experiments", detail: "3 active")),
            Node(id: 122, component: Row("Region Override", detail: "Off")),
            Node(id: 123, component: Row("Build Channel", detail: "Stable")),
            Node(id: 124, component: Row("Diagnostics", detail: "On")),
            Node(id: 125, component: Row("Crash Log", detail: "Empty")),
            Node(id: 126, component: Button("Clear Cache") {}),
            Node(id: 127, component: Button("Reset Sync") {}),
            Node(id: 128, component: Button("Export Logs") {}),
        ]
    }

    /// One toggle per device, bound to its device by id.
    func handDevices(_ shown: [Device]) -> [Node] {
        let devices = $settings.devices
        return shown.map { device in
            let id = device.id
            let isEnabled = Binding<Bool>(
                get: { devices.wrappedValue.first { $0.id == id }?.isEnabled ?? device.isEnabled },
                set: { isOn in
                    var all = devices.wrappedValue
                    guard let index = all.firstIndex(where: { $0.id == id }) else { return }
                    all[index].isEnabled = isOn
                    devices.wrappedValue = all
                }
            )
            return Node(id: id, component: Toggle(device.name, isOn: isEnabled))
        }
    }

    func handAbout() -> [Node] {
        [
            Node(id: 129, component: Row("Version", detail: "4.2.1")),
            Node(id: 130, component: Row("Build", detail: "4210")),
            Node(id: 131, component: Row("Terms of Service").onSelect {}),
            Node(id: 132, component: Row("Privacy Policy").onSelect {}),
            Node(id: 133, component: Row("Acknowledgements").onSelect {}),
            Node(id: 134, component: Row("Contact Support").onSelect {}),
            Node(id: 135, component: Row("Rate the App").onSelect {}),
            Node(id: 136, component: Row("What's New", detail: "3 items")),
            Node(id: 137, component: Row("Storage", detail: "1.2 GB")),
            Node(id: 138, component: Row("Account ID", detail: "42")),
            Node(id: 139, component: NavigationLink("Licenses", detail: "MIT") { Section { Row("Formwork") } }),
            Node(id: 140, component: Button("Delete Account") {}),
        ]
    }
}
