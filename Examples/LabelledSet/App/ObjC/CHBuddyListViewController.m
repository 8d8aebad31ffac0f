//
//  CHBuddyListViewController.m
//  Chat
//

#import "CHBuddyListViewController.h"
#import "CHChatViewController.h"
#import "CHChatClient.h"
#import "CHBuddy.h"

@interface CHBuddyListViewController ()
@property (nonatomic, copy) NSArray<CHBuddy *> *buddies;
@property (nonatomic, strong) NSDateFormatter *lastSeenFormatter;
@property (nonatomic, assign) BOOL isLoading;
@end

@implementation CHBuddyListViewController

- (instancetype)initWithStyle:(UITableViewStyle)style {
    self = [super initWithStyle:style];
    if (self) {
        _buddies = @[];
        _lastSeenFormatter = [[NSDateFormatter alloc] init];
        _lastSeenFormatter.dateStyle = NSDateFormatterShortStyle;
        _lastSeenFormatter.timeStyle = NSDateFormatterShortStyle;
        _lastSeenFormatter.doesRelativeDateFormatting = YES;
    }
    return self;
}

#pragma mark - View lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Buddies", nil);
    self.tableView.rowHeight = 60.0;
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(refreshPulled:) forControlEvents:UIControlEventValueChanged];
    [self loadBuddies];
}

#pragma mark - Loading

- (void)refreshPulled:(UIRefreshControl *)sender {
    [self loadBuddies];
}

- (void)loadBuddies {
    if (self.isLoading) {
        return;
    }
    self.isLoading = YES;
    [[CHChatClient sharedClient] fetchBuddiesWithCompletion:^(NSArray<CHBuddy *> *buddies, NSError *error) {
        self.isLoading = NO;
        [self.refreshControl endRefreshing];
        if (error != nil) {
            return;
        }
        // Online buddies first, then the most recently seen.
        self.buddies = [buddies sortedArrayUsingDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"online" ascending:NO],
                                                              [NSSortDescriptor sortDescriptorWithKey:@"lastSeen" ascending:NO]]];
        [self.tableView reloadData];
    }];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.buddies.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"BuddyCell"];
    if (cell == nil) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"BuddyCell"];
    }
    CHBuddy *buddy = self.buddies[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ (@%@)", buddy.displayName, buddy.username];
    cell.textLabel.textColor = buddy.isOnline ? [UIColor labelColor] : [UIColor secondaryLabelColor];
    if (buddy.isOnline) {
        cell.detailTextLabel.text = NSLocalizedString(@"online now", nil);
    } else {
        cell.detailTextLabel.text = [NSString stringWithFormat:@"last seen %@", [self.lastSeenFormatter stringFromDate:buddy.lastSeen]];
    }
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    CHChatViewController *chat = [[CHChatViewController alloc] initWithBuddy:self.buddies[indexPath.row]];
    [self.navigationController pushViewController:chat animated:YES];
}

@end
