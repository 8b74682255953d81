import Formwork

// The 200-row settings form, written as the documentation teaches: a `FormModel`, inputs bound with
// `$settings.member` and given explicit ids, one statement per section, a conditional section
// and `ForEach` over a bound collection. 40 toggles, 30 text fields, 20 steppers, 20 pickers,
// 50 device toggles and 40 plain rows, buttons and links.

/// A settings screen: its model and the form built from it.
public struct SettingsScreen: Sendable {
    @FormModel public var settings = Settings()

    public init() {}

    /// The form as the model is now: 200 rows in 9 sections (8 while the advanced section is hidden).
    public var form: Form {
        Form {
            account
            notifications
            privacy
            profile
            limits
            appearance
            if settings.appearance.showsAdvanced { advanced }
            devices
            about
        }
    }

    var account: Section {
        Section("Account") {
            TextField("Name", text: $settings.account.name, prompt: "Jane Appleseed").textContentType(.name).validate(.required)
                .id("name")
            TextField("Email", text: $settings.account.email, prompt: "you@example.com").keyboardType(.emailAddress).validate(
                .required, .email
            ).id("email")
            TextField("Phone", text: $settings.account.phone).keyboardType(.phone).textContentType(.telephoneNumber).id("phone")
            TextField("Username", text: $settings.account.username).textContentType(.username).validate(.length(3...32)).id(
                "username")
            TextField("Display Name", text: $settings.account.displayName).id("display-name")
            TextField("Company", text: $settings.account.company).id("company")
            TextField("Job Title", text: $settings.account.jobTitle).id("job-title")
            TextField("Website", text: $settings.account.website).keyboardType(.url).textContentType(.url).id("website")
            TextField("Recovery Email", text: $settings.account.recoveryEmail).keyboardType(.emailAddress).validate(.email).id(
                "recovery-email")
            TextField("Pronouns", text: $settings.account.pronouns).id("pronouns")
            Row("Member Since", detail: "2019")
            Button("Sign Out") {}
        }
    }

    var notifications: Section {
        Section("Notifications", footer: "Banners and sounds follow Focus.") {
            Toggle("Allow Notifications", isOn: $settings.notifications.allow).id("allow-notifications")
            Toggle("Sounds", isOn: $settings.notifications.sounds).disabled(!settings.notifications.allow).id("sounds")
            Toggle("Badges", isOn: $settings.notifications.badges).id("badges")
            Toggle("Banners", isOn: $settings.notifications.banners).id("banners")
            Toggle("Lock Screen", isOn: $settings.notifications.lockScreen).id("lock-screen")
            Toggle("Show Previews", isOn: $settings.notifications.previews).id("previews")
            Toggle("Mentions", isOn: $settings.notifications.mentions).id("mentions")
            Toggle("Direct Messages", isOn: $settings.notifications.directMessages).id("direct-messages")
            Toggle("Replies", isOn: $settings.notifications.replies).id("replies")
            Toggle("Reactions", isOn: $settings.notifications.reactions).id("reactions")
            Toggle("Reminders", isOn: $settings.notifications.reminders).id("reminders")
            Toggle("Daily Digest", isOn: $settings.notifications.digest).id("digest")
            Toggle("Offers", isOn: $settings.notifications.marketing).id("marketing")
            Toggle("Security Alerts", isOn: $settings.notifications.security).id("security")
            Toggle("Product Updates", isOn: $settings.notifications.updates).id("updates")
            Row("Scheduled Summary", detail: "8:00")
        }
    }

    var privacy: Section {
        Section("Privacy") {
            Toggle("Share Analytics", isOn: $settings.privacy.analytics).id("analytics")
            Toggle("Crash Reports", isOn: $settings.privacy.crashReports).id("crash-reports")
            Toggle("Personalized Ads", isOn: $settings.privacy.personalizedAds).id("personalized-ads")
            Toggle("Location Services", isOn: $settings.privacy.location).id("location")
            Toggle("Contacts Access", isOn: $settings.privacy.contacts).id("contacts")
            Toggle("Camera Access", isOn: $settings.privacy.camera).id("camera")
            Toggle("Microphone Access", isOn: $settings.privacy.microphone).id("microphone")
            Toggle("Photos Access", isOn: $settings.privacy.photos).id("photos")
            Toggle("Bluetooth Access", isOn: $settings.privacy.bluetooth).id("bluetooth")
            Toggle("Motion & Fitness", isOn: $settings.privacy.motion).id("motion")
            Toggle("Read Receipts", isOn: $settings.privacy.readReceipts).id("read-receipts")
            Toggle("Typing Indicators", isOn: $settings.privacy.typingIndicators).id("typing-indicators")
            Toggle("Last Seen", isOn: $settings.privacy.lastSeen).id("last-seen")
            Toggle("Searchable by Email", isOn: $settings.privacy.searchable).id("searchable")
            Toggle("Public Profile", isOn: $settings.privacy.publicProfile).id("public-profile")
            Picker("Profile Visible To", selection: $settings.privacy.profileVisibility, options: Audience.allCases) { $0.title }
                .id("profile-visibility")
            Picker("Message Requests", selection: $settings.privacy.messageRequests, options: Audience.allCases) { $0.title }.id(
                "message-requests")
            Picker("Share Location With", selection: $settings.privacy.locationSharing, options: Audience.allCases) { $0.title }
                .id("location-sharing")
            Picker("Keep Data", selection: $settings.privacy.dataRetention, options: Retention.allCases) { $0.title }.id(
                "data-retention")
            Picker("Back Up", selection: $settings.privacy.backupFrequency, options: Frequency.allCases) { $0.title }.id(
                "backup-frequency")
            NavigationLink("Blocked Contacts", detail: "3") { Section { Row("None") } }
            Row("Export My Data").onSelect {}
        }
    }

    var profile: Section {
        Section("Profile") {
            TextField("First Name", text: $settings.profile.firstName).textContentType(.givenName).validate(.required).id(
                "first-name")
            TextField("Last Name", text: $settings.profile.lastName).textContentType(.familyName).validate(.required).id(
                "last-name")
            TextField("Street", text: $settings.profile.street).id("street")
            TextField("City", text: $settings.profile.city).id("city")
            TextField("Postal Code", text: $settings.profile.postalCode).textContentType(.postalCode).id("postal-code")
            TextField("Region", text: $settings.profile.region).id("region")
            TextField("Country", text: $settings.profile.country).id("country")
            TextField("Birthday", text: $settings.profile.birthday, prompt: "YYYY-MM-DD").id("birthday")
            TextField("Bio", text: $settings.profile.bio).validate(.length(...160)).id("bio")
            TextField("Employer", text: $settings.profile.employer).id("employer")
            TextField("Department", text: $settings.profile.department).id("department")
            TextField("Office", text: $settings.profile.office).id("office")
            TextField("Manager", text: $settings.profile.manager).id("manager")
            TextField("Emergency Contact", text: $settings.profile.emergencyName).id("emergency-name")
            TextField("Emergency Phone", text: $settings.profile.emergencyPhone).keyboardType(.phone).id("emergency-phone")
            TextField("Allergies", text: $settings.profile.allergies).id("allergies")
            TextField("Shirt Size", text: $settings.profile.shirtSize).id("shirt-size")
            TextField("Team", text: $settings.profile.team).id("team")
            TextField("GitHub", text: $settings.profile.github, prompt: "@username").id("github")
            TextField("Mastodon", text: $settings.profile.mastodon, prompt: "@you@server").id("mastodon")
            Row("Profile Photo", detail: "Set")
            Text("Your profile is visible to your contacts.")
        }
    }

    var limits: Section {
        Section("Limits") {
            Stepper("Daily Screen Time", value: $settings.limits.dailyScreenTime, in: 0...1440, step: 15).id("daily-screen-time")
            Stepper("Weekly Screen Time", value: $settings.limits.weeklyScreenTime, in: 0...10080, step: 60).id(
                "weekly-screen-time")
            Stepper("Downloads per Day", value: $settings.limits.downloadsPerDay, in: 0...100).id("downloads-per-day")
            Stepper("Uploads per Day", value: $settings.limits.uploadsPerDay, in: 0...100).id("uploads-per-day")
            Stepper("Open Tabs", value: $settings.limits.maxTabs, in: 1...500).id("max-tabs")
            Stepper("Cache (MB)", value: $settings.limits.cacheMegabytes, in: 64...8192, step: 64).id("cache")
            Stepper("History (days)", value: $settings.limits.historyDays, in: 1...365).id("history-days")
            Stepper("Trash (days)", value: $settings.limits.trashDays, in: 1...90).id("trash-days")
            Stepper("Session (minutes)", value: $settings.limits.sessionMinutes, in: 5...480, step: 5).id("session-minutes")
            Stepper("Retries", value: $settings.limits.retryCount, in: 0...10).id("retries")
            Stepper("Font Size", value: $settings.limits.fontSize, in: 8...32).id("font-size")
            Stepper("Line Spacing", value: $settings.limits.lineSpacing, in: 0...8).id("line-spacing")
            Stepper("Columns", value: $settings.limits.columns, in: 1...4).id("columns")
            Stepper("Preview Lines", value: $settings.limits.previewLines, in: 0...10).id("preview-lines")
            Stepper("Attachments", value: $settings.limits.maxAttachments, in: 1...20).id("attachments")
            Stepper("Snooze (minutes)", value: $settings.limits.snoozeMinutes, in: 1...60).id("snooze")
            Stepper("Remind Before (hours)", value: $settings.limits.reminderHours, in: 1...168).id("remind-before")
            Stepper("Sync Every (minutes)", value: $settings.limits.syncMinutes, in: 1...240).id("sync-every")
            Stepper("Backups Kept", value: $settings.limits.backupsKept, in: 1...30).id("backups-kept")
            Stepper("Devices Allowed", value: $settings.limits.deviceLimit, in: 1...10).id("device-limit")
            Text("Limits apply to every device signed in to this account.")
        }
    }

    var appearance: Section {
        Section("Appearance") {
            Picker("Theme", selection: $settings.appearance.theme, options: Theme.allCases) { $0.title }.pickerStyle(.segmented)
                .id("theme")
            Picker("Accent Color", selection: $settings.appearance.accent, options: Accent.allCases) { $0.title }.id("accent")
            Picker("Text Size", selection: $settings.appearance.textSize, options: TextSize.allCases) { $0.title }.id("text-size")
            Picker("Icon Style", selection: $settings.appearance.iconStyle, options: Theme.allCases) { $0.title }.id("icon-style")
            Picker("Sidebar Size", selection: $settings.appearance.sidebar, options: TextSize.allCases) { $0.title }.id("sidebar")
            Picker("Density", selection: $settings.appearance.density, options: TextSize.allCases) { $0.title }.id("density")
            Picker("App Icon", selection: $settings.appearance.appIcon, options: Accent.allCases) { $0.title }.id("app-icon")
            Picker("Highlight", selection: $settings.appearance.highlight, options: Accent.allCases) { $0.title }.id("highlight")
            Picker("Code Theme", selection: $settings.appearance.codeTheme, options: Theme.allCases) { $0.title }.id("code-theme")
            Picker("Start Page", selection: $settings.appearance.startPage, options: Frequency.allCases) { $0.title }.id(
                "start-page")
            Picker("Widget Size", selection: $settings.appearance.widgetSize, options: TextSize.allCases) { $0.title }.id(
                "widget-size")
            Picker("Chart Style", selection: $settings.appearance.chartStyle, options: Accent.allCases) { $0.title }.id(
                "chart-style")
            Picker("Keyboard Theme", selection: $settings.appearance.keyboardTheme, options: Theme.allCases) { $0.title }.id(
                "keyboard-theme")
            Picker("Reader Theme", selection: $settings.appearance.readerTheme, options: Theme.allCases) { $0.title }.id(
                "reader-theme")
            Picker("Group Dates", selection: $settings.appearance.dateStyle, options: Frequency.allCases) { $0.title }.id(
                "date-style")
            Toggle("Bold Text", isOn: $settings.appearance.boldText).id("bold-text")
            Toggle("Reduce Motion", isOn: $settings.appearance.reduceMotion).id("reduce-motion")
            Toggle("Increase Contrast", isOn: $settings.appearance.increaseContrast).id("increase-contrast")
            Toggle("Large Icons", isOn: $settings.appearance.largeIcons).id("large-icons")
            Toggle("Link Previews", isOn: $settings.appearance.showPreviews).id("link-previews")
            Toggle("Animated Stickers", isOn: $settings.appearance.animatedStickers).id("animated-stickers")
            Toggle("Autoplay Videos", isOn: $settings.appearance.autoplayVideos).id("autoplay-videos")
            Toggle("App Badges", isOn: $settings.appearance.showBadges).id("app-badges")
            Toggle("Compact Mode", isOn: $settings.appearance.compactMode).id("compact-mode")
            Toggle("Show Advanced Settings", isOn: $settings.appearance.showsAdvanced).id("shows-advanced")
        }
    }

    var advanced: Section {
        Section("Advanced", footer: "Change these only if support asks you to.") {
            Row("Server", detail: "eu-west-1")
            Row("Protocol", detail: "HTTP/3")
            Row("Proxy", detail: "None")
            Row("DNS", detail: "Automatic")
            Row("Certificate", detail: "Valid")
            Row("Log Level", detail: "Warning")
            Row("Feature Flags", detail: "12")
            Row("Cache Size", detail: "214 MB")
            Row("Database", detail: "v42")
            Row("Last Sync", detail: "2 min ago")
            Row("Push Token", detail: "a1b2…").onSelect {}
            Row("Device ID", detail: "7F3A…").onSelect {}
            Row("Experiments", detail: "3 active")
            Row("Region Override", detail: "Off")
            Row("Build Channel", detail: "Stable")
            Row("Diagnostics", detail: "On")
            Row("Crash Log", detail: "Empty")
            Button("Clear Cache") {}
            Button("Reset Sync") {}
            Button("Export Logs") {}
        }
    }

    var devices: Section {
        Section("Devices", footer: "Turn a device off to sign it out.") {
            ForEach($settings.devices) { $device in
                Toggle(device.name, isOn: $device.isEnabled)
            }
        }
    }

    var about: Section {
        Section("About") {
            Row("Version", detail: "4.2.1")
            Row("Build", detail: "4210")
            Row("Terms of Service").onSelect {}
            Row("Privacy Policy").onSelect {}
            Row("Acknowledgements").onSelect {}
            Row("Contact Support").onSelect {}
            Row("Rate the App").onSelect {}
            Row("What's New", detail: "3 items")
            Row("Storage", detail: "1.2 GB")
            Row("Account ID", detail: "42")
            NavigationLink("Licenses", detail: "MIT") { Section { Row("Formwork") } }
            Button("Delete Account") {}
        }
    }
}
