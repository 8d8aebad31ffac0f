//
//  CHSettingsViewController.m
//  Chat
//

#import "CHSettingsViewController.h"
#import "CHNotifications.h"

@interface CHSettingsViewController ()
@property (nonatomic, copy) NSString *username;
@property (nonatomic, assign) BOOL messageSoundsEnabled;
@property (nonatomic, assign) NSInteger unreadCount;
@end

@implementation CHSettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Settings", nil);
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"SettingsCell"];
    self.username = [[NSUserDefaults standardUserDefaults] stringForKey:@"CHUsername"];
    self.messageSoundsEnabled = [[NSUserDefaults standardUserDefaults] boolForKey:@"CHMessageSoundsEnabled"];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(unreadCountChanged:)
                                                 name:CHUnreadCountDidChangeNotification
                                               object:nil];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

#pragma mark - Notifications

- (void)unreadCountChanged:(NSNotification *)notification {
    self.unreadCount = [notification.userInfo[@"count"] integerValue];
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:2] withRowAnimation:UITableViewRowAnimationNone];
}

#pragma mark - UITableViewDataSource

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return 5;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 1;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"SettingsCell" forIndexPath:indexPath];
    cell.accessoryType = UITableViewCellAccessoryNone;
    cell.textLabel.textColor = [UIColor labelColor];
    switch (indexPath.section) {
        case 0: // Account
            cell.textLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Signed in as %@", nil), self.username];
            break;
        case 1: // Sounds
            cell.textLabel.text = NSLocalizedString(@"Message sounds", nil);
            cell.accessoryType = self.messageSoundsEnabled ? UITableViewCellAccessoryCheckmark : UITableViewCellAccessoryNone;
            break;
        case 2: // Unread
            cell.textLabel.text = self.unreadCount == 1
                ? NSLocalizedString(@"1 unread message", nil)
                : [NSString stringWithFormat:NSLocalizedString(@"%ld unread messages", nil), (long)self.unreadCount];
            break;
        case 3: // Help
            cell.textLabel.text = NSLocalizedString(@"Help", nil);
            cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
            break;
        case 4: // Log out
            cell.textLabel.text = NSLocalizedString(@"Log Out", nil);
            cell.textLabel.textColor = [UIColor systemRedColor];
            break;
    }
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    switch (indexPath.section) {
        case 1:
            [self toggleMessageSounds];
            [tableView reloadRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationNone];
            break;
        case 3:
            [self openHelp];
            break;
        case 4:
            [self confirmLogout];
            break;
        default:
            break;
    }
}

#pragma mark - Settings

- (void)toggleMessageSounds {
    self.messageSoundsEnabled = !self.messageSoundsEnabled;
    [[NSUserDefaults standardUserDefaults] setBool:self.messageSoundsEnabled forKey:@"CHMessageSoundsEnabled"];
    [[NSNotificationCenter defaultCenter] postNotificationName:CHSettingsDidChangeNotification
                                                        object:self
                                                      userInfo:@{@"key": @"CHMessageSoundsEnabled"}];
}

- (void)openHelp {
    [[UIApplication sharedApplication] openURL:[NSURL URLWithString:@"https://chat.example/help"] options:@{} completionHandler:nil];
}

#pragma mark - Log out

- (void)confirmLogout {
    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Log out of Chat?", nil)
                                                                   message:nil
                                                            preferredStyle:UIAlertControllerStyleActionSheet];
    [sheet addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Cancel", nil) style:UIAlertActionStyleCancel handler:nil]];
    [sheet addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Log Out", nil) style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        [self performLogout];
    }]];
    [self presentViewController:sheet animated:YES completion:nil];
}

- (void)performLogout {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"CHAuthToken"];
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"CHCachedProfile"];
    [[NSNotificationCenter defaultCenter] postNotificationName:CHUserDidLogOutNotification object:self];
    [self.navigationController popToRootViewControllerAnimated:YES];
}

@end
