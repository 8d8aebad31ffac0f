/// How types hand out shared instances, in Swift (`UserDefaults.standard`) and Objective-C
/// (`[NSUserDefaults standardUserDefaults]`): one list for the front ends and the analysis.
public enum SharedInstances {
    /// Accessors that return an instance of the type they are read on (`APIClient.shared` is an `APIClient`).
    public static let accessors: Set<String> = collaborators.union([
        "current", "main", "manager", "mainBundle", "currentDevice", "mainScreen",
    ])

    /// Accessors that hide a collaborator a test cannot replace: what the singleton-access smell reports.
    /// `.main` and `.current` are values rather than hidden collaborators.
    public static let collaborators: Set<String> = [
        "shared", "standard", "default", "sharedInstance", "sharedManager", "sharedClient", "sharedSession", "instance",
        "standardUserDefaults", "defaultCenter", "sharedApplication", "defaultManager",
    ]
}
