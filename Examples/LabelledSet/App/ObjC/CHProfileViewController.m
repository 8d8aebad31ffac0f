//
//  CHProfileViewController.m
//  Chat
//

#import "CHProfileViewController.h"
#import "CHUserProfile.h"

@interface CHProfileViewController ()
@property (nonatomic, strong) CHUserProfile *profile;
@end

@implementation CHProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Profile", nil);
    self.statusField.placeholder = NSLocalizedString(@"What's on your mind?", nil);
    self.statusField.clearButtonMode = UITextFieldViewModeWhileEditing;
    [self loadProfile];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self updateProfileLabels];
}

#pragma mark - Data

- (void)loadProfile {
    NSDictionary *json = [[NSUserDefaults standardUserDefaults] dictionaryForKey:@"CHCachedProfile"];
    if (json == nil) {
        return;
    }
    CHUserProfile *cached = [MTLJSONAdapter modelOfClass:[CHUserProfile class] fromJSONDictionary:json error:NULL];
    self.profile = cached;
    [[NSUserDefaults standardUserDefaults] setObject:[NSDate date] forKey:@"CHProfileLastViewedAt"];
}

- (void)updateStatus:(NSString *)text {
    NSString *status = [text stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    if (status.length > 80) {
        status = [status substringToIndex:80];
    }
    self.profile.statusMessage = status.length > 0 ? status : nil;
    NSDictionary *json = [MTLJSONAdapter JSONDictionaryFromModel:self.profile error:NULL];
    [[NSUserDefaults standardUserDefaults] setObject:json forKey:@"CHCachedProfile"];
    self.statusLabel.text = status.length > 0 ? [NSString stringWithFormat:@"\u201C%@\u201D", status] : NSLocalizedString(@"No status", nil);
}

#pragma mark - Display

- (void)updateProfileLabels {
    NSNumberFormatter *countFormatter = [[NSNumberFormatter alloc] init];
    countFormatter.numberStyle = NSNumberFormatterDecimalStyle;
    NSString *messages = [countFormatter stringFromNumber:@(self.profile.messageCount)];
    NSString *friends = self.profile.friendCount == 1
        ? NSLocalizedString(@"1 friend", nil)
        : [NSString stringWithFormat:NSLocalizedString(@"%@ friends", nil), [countFormatter stringFromNumber:@(self.profile.friendCount)]];

    self.nameLabel.text = [NSString stringWithFormat:@"%@ (@%@)", self.profile.displayName, self.profile.username];
    self.statsLabel.text = [NSString stringWithFormat:NSLocalizedString(@"%@ messages, %@", nil), messages, friends];
    self.memberSinceLabel.hidden = self.profile.memberSince == nil;
    self.memberSinceLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Member since %@", nil),
                                  [NSDateFormatter localizedStringFromDate:self.profile.memberSince
                                                                 dateStyle:NSDateFormatterLongStyle
                                                                 timeStyle:NSDateFormatterNoStyle]];
    self.statusLabel.text = self.profile.statusMessage.length > 0
        ? [NSString stringWithFormat:@"\u201C%@\u201D", self.profile.statusMessage]
        : NSLocalizedString(@"No status", nil);
}

#pragma mark - Actions

- (IBAction)saveStatusTapped:(id)sender {
    [self.statusField resignFirstResponder];
    [self updateStatus:self.statusField.text];
}

@end
