// The model of the 200-row settings form (SettingsForm.swift): what an app keeps in a
// `FormModel` and binds its inputs to with `$settings.member`, grouped by screen section as
// apps group them. 40 toggles, 30 texts, 20 numbers, 20 choices and 50 devices.

/// The whole settings model.
public struct Settings: Sendable {
    public var account = Account()
    public var notifications = Notifications()
    public var privacy = Privacy()
    public var profile = Profile()
    public var limits = Limits()
    public var appearance = Appearance()
    public var devices = (1...50).map { Device(id: $0, name: "Device \($0)", isEnabled: $0 % 3 != 0) }

    public init() {}
}

/// 10 texts.
public struct Account: Sendable {
    public var name = "Jane Appleseed", email = "jane@example.com", phone = "+1 555 0100"
    public var username = "jane", displayName = "Jane", company = "Example Inc."
    public var jobTitle = "Engineer", website = "https://example.com", recoveryEmail = "", pronouns = ""
}

/// 15 toggles.
public struct Notifications: Sendable {
    public var allow = true, sounds = true, badges = true, banners = true, lockScreen = true
    public var previews = false, mentions = true, directMessages = true, replies = true, reactions = false
    public var reminders = true, digest = false, marketing = false, security = true, updates = true
}

/// 15 toggles and 5 choices.
public struct Privacy: Sendable {
    public var analytics = false, crashReports = true, personalizedAds = false, location = true, contacts = false
    public var camera = true, microphone = true, photos = false, bluetooth = true, motion = false
    public var readReceipts = true, typingIndicators = true, lastSeen = false, searchable = true, publicProfile = false
    public var profileVisibility = Audience.contacts, messageRequests = Audience.everyone
    public var locationSharing = Audience.nobody, dataRetention = Retention.year, backupFrequency = Frequency.daily
}

/// 20 texts.
public struct Profile: Sendable {
    public var firstName = "Jane", lastName = "Appleseed", street = "1 Infinite Loop", city = "Cupertino"
    public var postalCode = "95014", region = "CA", country = "United States", birthday = "1990-05-17"
    public var bio = "", employer = "", department = "", office = "", manager = ""
    public var emergencyName = "", emergencyPhone = "", allergies = "", shirtSize = "M", team = "Platform"
    public var github = "", mastodon = ""
}

/// 20 numbers.
public struct Limits: Sendable {
    public var dailyScreenTime = 120, weeklyScreenTime = 600, downloadsPerDay = 10, uploadsPerDay = 10, maxTabs = 20
    public var cacheMegabytes = 512, historyDays = 30, trashDays = 30, sessionMinutes = 60, retryCount = 3
    public var fontSize = 14, lineSpacing = 2, columns = 2, previewLines = 3, maxAttachments = 5
    public var snoozeMinutes = 9, reminderHours = 24, syncMinutes = 15, backupsKept = 7, deviceLimit = 5
}

/// 15 choices and 10 toggles, one of which shows the advanced section.
public struct Appearance: Sendable {
    public var theme = Theme.system, accent = Accent.blue, textSize = TextSize.medium, iconStyle = Theme.system
    public var sidebar = TextSize.medium, density = TextSize.medium, appIcon = Accent.blue, highlight = Accent.orange
    public var codeTheme = Theme.dark, startPage = Frequency.daily, widgetSize = TextSize.small, chartStyle = Accent.green
    public var keyboardTheme = Theme.light, readerTheme = Theme.light, dateStyle = Frequency.weekly
    public var boldText = false, reduceMotion = false, increaseContrast = false, largeIcons = false, showPreviews = true
    public var animatedStickers = true, autoplayVideos = false, showBadges = true, compactMode = false
    public var showsAdvanced = true
}

/// A device the account uses; the form shows one toggle per device.
public struct Device: Identifiable, Sendable {
    public var id: Int
    public var name: String
    public var isEnabled: Bool
}

/// Who may see or do something.
public enum Audience: String, CaseIterable, Sendable {
    case everyone, contacts, nobody

    public var title: String {
        switch self {
        case .everyone: "Everyone"
        case .contacts: "My Contacts"
        case .nobody: "Nobody"
        }
    }
}

/// How long data is kept.
public enum Retention: String, CaseIterable, Sendable {
    case month, year, forever

    public var title: String {
        switch self {
        case .month: "30 Days"
        case .year: "1 Year"
        case .forever: "Forever"
        }
    }
}

/// How often something happens.
public enum Frequency: String, CaseIterable, Sendable {
    case hourly, daily, weekly, monthly

    public var title: String {
        switch self {
        case .hourly: "Hourly"
        case .daily: "Daily"
        case .weekly: "Weekly"
        case .monthly: "Monthly"
        }
    }
}

/// A colour scheme.
public enum Theme: String, CaseIterable, Sendable {
    case system, light, dark

    public var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// An accent colour.
public enum Accent: String, CaseIterable, Sendable {
    case blue, green, orange, pink, purple

    public var title: String {
        switch self {
        case .blue: "Blue"
        case .green: "Green"
        case .orange: "Orange"
        case .pink: "Pink"
        case .purple: "Purple"
        }
    }
}

/// A size.
public enum TextSize: String, CaseIterable, Sendable {
    case small, medium, large

    public var title: String {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        }
    }
}
