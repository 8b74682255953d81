// The keystroke benchmark's hand baseline: the settings form's rows as plain structs with `Int`
// ids, built from the same model by hand, as code without Formwork would keep a table's rows.

/// A row as hand-written table code keeps it: an id, a title and what it shows.
public struct PlainRow: Equatable, Sendable {
    public var id: Int
    public var title: String
    public var value: PlainValue
}

/// What a plain row shows next to its title.
public enum PlainValue: Equatable, Sendable {
    case none, detail(String), text(String), flag(Bool), number(Int), choice(String)
}

/// A section of plain rows.
public struct PlainSection: Equatable, Sendable {
    public var id: Int
    public var header: String
    public var footer: String?
    public var rows: [PlainRow]
}

/// The settings form's sections and rows, read from `s`.
public func plainSections(_ s: Settings) -> [PlainSection] {
    var sections = [
        PlainSection(id: 0, header: "Account", rows: plainAccount(s.account)),
        PlainSection(
            id: 1, header: "Notifications", footer: "Banners and sounds follow Focus.", rows: plainNotifications(s.notifications)),
        PlainSection(id: 2, header: "Privacy", rows: plainPrivacy(s.privacy)),
        PlainSection(id: 3, header: "Profile", rows: plainProfile(s.profile)),
        PlainSection(id: 4, header: "Limits", rows: plainLimits(s.limits)),
        PlainSection(id: 5, header: "Appearance", rows: plainAppearance(s.appearance)),
    ]
    if s.appearance.showsAdvanced {
        sections.append(
            PlainSection(id: 6, header: "Advanced", footer: "Change these only if support asks you to.", rows: plainAdvanced()))
    }
    sections.append(
        PlainSection(
            id: 7, header: "Devices", footer: "Turn a device off to sign it out.",
            rows: s.devices.map { PlainRow(id: 1000 + $0.id, title: $0.name, value: .flag($0.isEnabled)) }))
    sections.append(PlainSection(id: 8, header: "About", rows: plainAbout()))
    return sections
}

extension PlainSection {
    init(id: Int, header: String, rows: [PlainRow]) {
        self.init(id: id, header: header, footer: nil, rows: rows)
    }
}

func plainAccount(_ a: Account) -> [PlainRow] {
    [
        PlainRow(id: 0, title: "Name", value: .text(a.name)),
        PlainRow(id: 1, title: "Email", value: .text(a.email)),
        PlainRow(id: 2, title: "Phone", value: .text(a.phone)),
        PlainRow(id: 3, title: "Username", value: .text(a.username)),
        PlainRow(id: 4, title: "Display Name", value: .text(a.displayName)),
        PlainRow(id: 5, title: "Company", value: .text(a.company)),
        PlainRow(id: 6, title: "Job Title", value: .text(a.jobTitle)),
        PlainRow(id: 7, title: "Website", value: .text(a.website)),
        PlainRow(id: 8, title: "Recovery Email", value: .text(a.recoveryEmail)),
        PlainRow(id: 9, title: "Pronouns", value: .text(a.pronouns)),
        PlainRow(id: 10, title: "Member Since", value: .detail("2019")),
        PlainRow(id: 11, title: "Sign Out", value: .none),
    ]
}

func plainNotifications(_ n: Notifications) -> [PlainRow] {
    [
        PlainRow(id: 12, title: "Allow Notifications", value: .flag(n.allow)),
        PlainRow(id: 13, title: "Sounds", value: .flag(n.sounds)),
        PlainRow(id: 14, title: "Badges", value: .flag(n.badges)),
        PlainRow(id: 15, title: "Banners", value: .flag(n.banners)),
        PlainRow(id: 16, title: "Lock Screen", value: .flag(n.lockScreen)),
        PlainRow(id: 17, title: "Show Previews", value: .flag(n.previews)),
        PlainRow(id: 18, title: "Mentions", value: .flag(n.mentions)),
        PlainRow(id: 19, title: "Direct Messages", value: .flag(n.directMessages)),
        PlainRow(id: 20, title: "Replies", value: .flag(n.replies)),
        PlainRow(id: 21, title: "Reactions", value: .flag(n.reactions)),
        PlainRow(id: 22, title: "Reminders", value: .flag(n.reminders)),
        PlainRow(id: 23, title: "Daily Digest", value: .flag(n.digest)),
        PlainRow(id: 24, title: "Offers", value: .flag(n.marketing)),
        PlainRow(id: 25, title: "Security Alerts", value: .flag(n.security)),
        PlainRow(id: 26, title: "Product Updates", value: .flag(n.updates)),
        PlainRow(id: 27, title: "Scheduled Summary", value: .detail("8:00")),
    ]
}

func plainPrivacy(_ p: Privacy) -> [PlainRow] {
    [
        PlainRow(id: 28, title: "Share Analytics", value: .flag(p.analytics)),
        PlainRow(id: 29, title: "Crash Reports", value: .flag(p.crashReports)),
        PlainRow(id: 30, title: "Personalized Ads", value: .flag(p.personalizedAds)),
        PlainRow(id: 31, title: "Location Services", value: .flag(p.location)),
        PlainRow(id: 32, title: "Contacts Access", value: .flag(p.contacts)),
        PlainRow(id: 33, title: "Camera Access", value: .flag(p.camera)),
        PlainRow(id: 34, title: "Microphone Access", value: .flag(p.microphone)),
        PlainRow(id: 35, title: "Photos Access", value: .flag(p.photos)),
        PlainRow(id: 36, title: "Bluetooth Access", value: .flag(p.bluetooth)),
        PlainRow(id: 37, title: "Motion & Fitness", value: .flag(p.motion)),
        PlainRow(id: 38, title: "Read Receipts", value: .flag(p.readReceipts)),
        PlainRow(id: 39, title: "Typing Indicators", value: .flag(p.typingIndicators)),
        PlainRow(id: 40, title: "Last Seen", value: .flag(p.lastSeen)),
        PlainRow(id: 41, title: "Searchable by Email", value: .flag(p.searchable)),
        PlainRow(id: 42, title: "Public Profile", value: .flag(p.publicProfile)),
        PlainRow(id: 43, title: "Profile Visible To", value: .choice(p.profileVisibility.title)),
        PlainRow(id: 44, title: "Message Requests", value: .choice(p.messageRequests.title)),
        PlainRow(id: 45, title: "Share Location With", value: .choice(p.locationSharing.title)),
        PlainRow(id: 46, title: "Keep Data", value: .choice(p.dataRetention.title)),
        PlainRow(id: 47, title: "Back Up", value: .choice(p.backupFrequency.title)),
        PlainRow(id: 48, title: "Blocked Contacts", value: .detail("3")),
        PlainRow(id: 49, title: "Export My Data", value: .none),
    ]
}

func plainProfile(_ p: Profile) -> [PlainRow] {
    [
        PlainRow(id: 50, title: "First Name", value: .text(p.firstName)),
        PlainRow(id: 51, title: "Last Name", value: .text(p.lastName)),
        PlainRow(id: 52, title: "Street", value: .text(p.street)),
        PlainRow(id: 53, title: "City", value: .text(p.city)),
        PlainRow(id: 54, title: "Postal Code", value: .text(p.postalCode)),
        PlainRow(id: 55, title: "Region", value: .text(p.region)),
        PlainRow(id: 56, title: "Country", value: .text(p.country)),
        PlainRow(id: 57, title: "Birthday", value: .text(p.birthday)),
        PlainRow(id: 58, title: "Bio", value: .text(p.bio)),
        PlainRow(id: 59, title: "Employer", value: .text(p.employer)),
        PlainRow(id: 60, title: "Department", value: .text(p.department)),
        PlainRow(id: 61, title: "Office", value: .text(p.office)),
        PlainRow(id: 62, title: "Manager", value: .text(p.manager)),
        PlainRow(id: 63, title: "Emergency Contact", value: .text(p.emergencyName)),
        PlainRow(id: 64, title: "Emergency Phone", value: .text(p.emergencyPhone)),
        PlainRow(id: 65, title: "Allergies", value: .text(p.allergies)),
        PlainRow(id: 66, title: "Shirt Size", value: .text(p.shirtSize)),
        PlainRow(id: 67, title: "Team", value: .text(p.team)),
        PlainRow(id: 68, title: "GitHub", value: .text(p.github)),
        PlainRow(id: 69, title: "Mastodon", value: .text(p.mastodon)),
        PlainRow(id: 70, title: "Profile Photo", value: .detail("Set")),
        PlainRow(id: 71, title: "Your profile is visible to your contacts.", value: .none),
    ]
}

func plainLimits(_ l: Limits) -> [PlainRow] {
    [
        PlainRow(id: 72, title: "Daily Screen Time", value: .number(l.dailyScreenTime)),
        PlainRow(id: 73, title: "Weekly Screen Time", value: .number(l.weeklyScreenTime)),
        PlainRow(id: 74, title: "Downloads per Day", value: .number(l.downloadsPerDay)),
        PlainRow(id: 75, title: "Uploads per Day", value: .number(l.uploadsPerDay)),
        PlainRow(id: 76, title: "Open Tabs", value: .number(l.maxTabs)),
        PlainRow(id: 77, title: "Cache (MB)", value: .number(l.cacheMegabytes)),
        PlainRow(id: 78, title: "History (days)", value: .number(l.historyDays)),
        PlainRow(id: 79, title: "Trash (days)", value: .number(l.trashDays)),
        PlainRow(id: 80, title: "Session (minutes)", value: .number(l.sessionMinutes)),
        PlainRow(id: 81, title: "Retries", value: .number(l.retryCount)),
        PlainRow(id: 82, title: "Font Size", value: .number(l.fontSize)),
        PlainRow(id: 83, title: "Line Spacing", value: .number(l.lineSpacing)),
        PlainRow(id: 84, title: "Columns", value: .number(l.columns)),
        PlainRow(id: 85, title: "Preview Lines", value: .number(l.previewLines)),
        PlainRow(id: 86, title: "Attachments", value: .number(l.maxAttachments)),
        PlainRow(id: 87, title: "Snooze (minutes)", value: .number(l.snoozeMinutes)),
        PlainRow(id: 88, title: "Remind Before (hours)", value: .number(l.reminderHours)),
        PlainRow(id: 89, title: "Sync Every (minutes)", value: .number(l.syncMinutes)),
        PlainRow(id: 90, title: "Backups Kept", value: .number(l.backupsKept)),
        PlainRow(id: 91, title: "Devices Allowed", value: .number(l.deviceLimit)),
        PlainRow(id: 92, title: "Limits apply to every device signed in to this account.", value: .none),
    ]
}

func plainAppearance(_ a: Appearance) -> [PlainRow] {
    [
        PlainRow(id: 93, title: "Theme", value: .choice(a.theme.title)),
        PlainRow(id: 94, title: "Accent Color", value: .choice(a.accent.title)),
        PlainRow(id: 95, title: "Text Size", value: .choice(a.textSize.title)),
        PlainRow(id: 96, title: "Icon Style", value: .choice(a.iconStyle.title)),
        PlainRow(id: 97, title: "Sidebar Size", value: .choice(a.sidebar.title)),
        PlainRow(id: 98, title: "Density", value: .choice(a.density.title)),
        PlainRow(id: 99, title: "App Icon", value: .choice(a.appIcon.title)),
        PlainRow(id: 100, title: "Highlight", value: .choice(a.highlight.title)),
        PlainRow(id: 101, title: "Code Theme", value: .choice(a.codeTheme.title)),
        PlainRow(id: 102, title: "Start Page", value: .choice(a.startPage.title)),
        PlainRow(id: 103, title: "Widget Size", value: .choice(a.widgetSize.title)),
        PlainRow(id: 104, title: "Chart Style", value: .choice(a.chartStyle.title)),
        PlainRow(id: 105, title: "Keyboard Theme", value: .choice(a.keyboardTheme.title)),
        PlainRow(id: 106, title: "Reader Theme", value: .choice(a.readerTheme.title)),
        PlainRow(id: 107, title: "Group Dates", value: .choice(a.dateStyle.title)),
        PlainRow(id: 108, title: "Bold Text", value: .flag(a.boldText)),
        PlainRow(id: 109, title: "Reduce Motion", value: .flag(a.reduceMotion)),
        PlainRow(id: 110, title: "Increase Contrast", value: .flag(a.increaseContrast)),
        PlainRow(id: 111, title: "Large Icons", value: .flag(a.largeIcons)),
        PlainRow(id: 112, title: "Link Previews", value: .flag(a.showPreviews)),
        PlainRow(id: 113, title: "Animated Stickers", value: .flag(a.animatedStickers)),
        PlainRow(id: 114, title: "Autoplay Videos", value: .flag(a.autoplayVideos)),
        PlainRow(id: 115, title: "App Badges", value: .flag(a.showBadges)),
        PlainRow(id: 116, title: "Compact Mode", value: .flag(a.compactMode)),
        PlainRow(id: 117, title: "Show Advanced Settings", value: .flag(a.showsAdvanced)),
    ]
}

func plainAdvanced() -> [PlainRow] {
    [
        PlainRow(id: 118, title: "Server", value: .detail("eu-west-1")),
        PlainRow(id: 119, title: "Protocol", value: .detail("HTTP/3")),
        PlainRow(id: 120, title: "Proxy", value: .detail("None")),
        PlainRow(id: 121, title: "DNS", value: .detail("Automatic")),
        PlainRow(id: 122, title: "Certificate", value: .detail("Valid")),
        PlainRow(id: 123, title: "Log Level", value: .detail("Warning")),
        PlainRow(id: 124, title: "Feature Flags", value: .detail("12")),
        PlainRow(id: 125, title: "Cache Size", value: .detail("214 MB")),
        PlainRow(id: 126, title: "Database", value: .detail("v42")),
        PlainRow(id: 127, title: "Last Sync", value: .detail("2 min ago")),
        PlainRow(id: 128, title: "Push Token", value: .detail("a1b2…")),
        PlainRow(id: 129, title: "Device ID", value: .detail("7F3A…")),
        PlainRow(id: 130, title: "Experiments", value: .detail("3 active")),
        PlainRow(id: 131, title: "Region Override", value: .detail("Off")),
        PlainRow(id: 132, title: "Build Channel", value: .detail("Stable")),
        PlainRow(id: 133, title: "Diagnostics", value: .detail("On")),
        PlainRow(id: 134, title: "Crash Log", value: .detail("Empty")),
        PlainRow(id: 135, title: "Clear Cache", value: .none),
        PlainRow(id: 136, title: "Reset Sync", value: .none),
        PlainRow(id: 137, title: "Export Logs", value: .none),
    ]
}

func plainAbout() -> [PlainRow] {
    [
        PlainRow(id: 138, title: "Version", value: .detail("4.2.1")),
        PlainRow(id: 139, title: "Build", value: .detail("4210")),
        PlainRow(id: 140, title: "Terms of Service", value: .none),
        PlainRow(id: 141, title: "Privacy Policy", value: .none),
        PlainRow(id: 142, title: "Acknowledgements", value: .none),
        PlainRow(id: 143, title: "Contact Support", value: .none),
        PlainRow(id: 144, title: "Rate the App", value: .none),
        PlainRow(id: 145, title: "What's New", value: .detail("3 items")),
        PlainRow(id: 146, title: "Storage", value: .detail("1.2 GB")),
        PlainRow(id: 147, title: "Account ID", value: .detail("42")),
        PlainRow(id: 148, title: "Licenses", value: .detail("MIT")),
        PlainRow(id: 149, title: "Delete Account", value: .none),
    ]
}
