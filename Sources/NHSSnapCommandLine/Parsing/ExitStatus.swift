/// How a command ends: 0 all good, 1 the check failed (e.g. the images differ), 2 the command
/// could not do its work (bad usage, an unreadable file).
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case error = 2
}
