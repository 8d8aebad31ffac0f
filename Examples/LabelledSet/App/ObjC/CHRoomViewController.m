//
//  CHRoomViewController.m
//  Chat
//

#import "CHRoomViewController.h"
#import "CHChatClient.h"
#import "CHRoom.h"
#import "CHMessage.h"

@interface CHRoomViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong, readwrite) CHRoom *room;
@property (nonatomic, strong) CHChatClient *chatClient;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UITextField *inputField;
@property (nonatomic, strong) UIButton *sendButton;
@property (nonatomic, strong) UILabel *emptyLabel;
@property (nonatomic, copy) NSArray<CHMessage *> *messages;
@property (nonatomic, strong) NSDateFormatter *timeFormatter;
@property (nonatomic, assign) BOOL isSending;
@property (nonatomic, assign) BOOL isLoadingHistory;
@property (nonatomic, assign) BOOL hasMoreHistory;
@end

@implementation CHRoomViewController

- (instancetype)initWithRoom:(CHRoom *)room chatClient:(CHChatClient *)chatClient {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _room = room;
        _chatClient = chatClient;
        _messages = @[];
        _hasMoreHistory = YES;
        _timeFormatter = [[NSDateFormatter alloc] init];
        _timeFormatter.dateStyle = NSDateFormatterNoStyle;
        _timeFormatter.timeStyle = NSDateFormatterShortStyle;
    }
    return self;
}

#pragma mark - View

- (void)loadView {
    UIView *view = [[UIView alloc] init];
    view.backgroundColor = [UIColor systemBackgroundColor];

    self.tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
    self.tableView.translatesAutoresizingMaskIntoConstraints = NO;
    self.tableView.dataSource = self;
    self.tableView.delegate = self;
    [view addSubview:self.tableView];

    self.emptyLabel = [[UILabel alloc] init];
    self.emptyLabel.translatesAutoresizingMaskIntoConstraints = NO;
    self.emptyLabel.text = NSLocalizedString(@"No messages yet. Say hello!", nil);
    self.emptyLabel.hidden = YES;
    [view addSubview:self.emptyLabel];

    UIView *inputBar = [[UIView alloc] init];
    inputBar.translatesAutoresizingMaskIntoConstraints = NO;
    inputBar.backgroundColor = [UIColor secondarySystemBackgroundColor];
    [view addSubview:inputBar];

    self.inputField = [[UITextField alloc] init];
    self.inputField.translatesAutoresizingMaskIntoConstraints = NO;
    self.inputField.borderStyle = UITextBorderStyleRoundedRect;
    self.inputField.placeholder = NSLocalizedString(@"Message", nil);
    [inputBar addSubview:self.inputField];

    self.sendButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.sendButton.translatesAutoresizingMaskIntoConstraints = NO;
    [self.sendButton setTitle:NSLocalizedString(@"Send", nil) forState:UIControlStateNormal];
    [self.sendButton addTarget:self action:@selector(sendTapped:) forControlEvents:UIControlEventTouchUpInside];
    [inputBar addSubview:self.sendButton];

    [NSLayoutConstraint activateConstraints:@[
        [self.tableView.topAnchor constraintEqualToAnchor:view.topAnchor],
        [self.tableView.leadingAnchor constraintEqualToAnchor:view.leadingAnchor],
        [self.tableView.trailingAnchor constraintEqualToAnchor:view.trailingAnchor],
        [self.tableView.bottomAnchor constraintEqualToAnchor:inputBar.topAnchor],
        [self.emptyLabel.centerXAnchor constraintEqualToAnchor:self.tableView.centerXAnchor],
        [self.emptyLabel.centerYAnchor constraintEqualToAnchor:self.tableView.centerYAnchor],
        [inputBar.leadingAnchor constraintEqualToAnchor:view.leadingAnchor],
        [inputBar.trailingAnchor constraintEqualToAnchor:view.trailingAnchor],
        [inputBar.bottomAnchor constraintEqualToAnchor:view.keyboardLayoutGuide.topAnchor],
        [self.inputField.topAnchor constraintEqualToAnchor:inputBar.topAnchor constant:8.0],
        [self.inputField.bottomAnchor constraintEqualToAnchor:inputBar.bottomAnchor constant:-8.0],
        [self.inputField.leadingAnchor constraintEqualToAnchor:view.safeAreaLayoutGuide.leadingAnchor constant:12.0],
        [self.sendButton.leadingAnchor constraintEqualToAnchor:self.inputField.trailingAnchor constant:8.0],
        [self.sendButton.trailingAnchor constraintEqualToAnchor:view.safeAreaLayoutGuide.trailingAnchor constant:-12.0],
        [self.sendButton.centerYAnchor constraintEqualToAnchor:self.inputField.centerYAnchor],
    ]];
    self.view = view;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:NSLocalizedString(@"Leave", nil) style:UIBarButtonItemStylePlain target:self action:@selector(leaveTapped:)];
    UILongPressGestureRecognizer *longPress = [[UILongPressGestureRecognizer alloc] initWithTarget:self action:@selector(messageLongPressed:)];
    [self.tableView addGestureRecognizer:longPress];
    [self updateTitle];
    [self loadLatestMessages];
}

- (void)updateTitle {
    NSUInteger count = self.room.memberCount;
    NSString *members = count == 1 ? NSLocalizedString(@"1 member", nil) : [NSString stringWithFormat:NSLocalizedString(@"%lu members", nil), (unsigned long)count];
    self.title = [NSString stringWithFormat:@"%@ - %@", self.room.name, members];
}

#pragma mark - Loading

- (void)loadLatestMessages {
    [self.chatClient fetchMessagesInRoom:self.room.identifier before:nil completion:^(NSArray<CHMessage *> *page, NSError *error) {
        if (error != nil) {
            self.emptyLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Couldn't load messages (error %ld).", nil), (long)error.code];
            self.emptyLabel.hidden = NO;
            return;
        }
        self.messages = [self mergedMessages:page intoMessages:self.messages];
        self.hasMoreHistory = page.count == 50;
        self.emptyLabel.hidden = self.messages.count > 0;
        [self.tableView reloadData];
        if (self.messages.count > 0) {
            [self.tableView scrollToRowAtIndexPath:[NSIndexPath indexPathForRow:self.messages.count - 1 inSection:0] atScrollPosition:UITableViewScrollPositionBottom animated:NO];
            [self.chatClient markRoomRead:self.room.identifier upToMessage:self.messages.lastObject.identifier completion:nil];
        }
    }];
}

- (void)loadOlderMessages {
    if (self.isLoadingHistory || !self.hasMoreHistory || self.messages.count == 0) {
        return;
    }
    self.isLoadingHistory = YES;
    [self.chatClient fetchMessagesInRoom:self.room.identifier before:self.messages.firstObject.identifier completion:^(NSArray<CHMessage *> *page, NSError *error) {
        self.isLoadingHistory = NO;
        if (error != nil) {
            return;
        }
        // Keep the rows on screen where they are while older ones go in above.
        CGFloat distanceFromBottom = self.tableView.contentSize.height - self.tableView.contentOffset.y;
        self.messages = [self mergedMessages:page intoMessages:self.messages];
        self.hasMoreHistory = page.count == 50;
        [self.tableView reloadData];
        self.tableView.contentOffset = CGPointMake(0.0, self.tableView.contentSize.height - distanceFromBottom);
    }];
}

/// Merges a page into what is loaded: one entry per id (the newest copy wins,
/// deleted messages drop out), oldest first.
- (NSArray<CHMessage *> *)mergedMessages:(NSArray<CHMessage *> *)page intoMessages:(NSArray<CHMessage *> *)existing {
    NSMutableDictionary<NSString *, CHMessage *> *byID = [NSMutableDictionary dictionary];
    for (CHMessage *message in existing) {
        byID[message.identifier] = message;
    }
    for (CHMessage *message in page) {
        if (message.isDeleted) {
            [byID removeObjectForKey:message.identifier];
        } else {
            byID[message.identifier] = message;
        }
    }
    return [byID.allValues sortedArrayUsingComparator:^NSComparisonResult(CHMessage *a, CHMessage *b) {
        return [a.sentAt compare:b.sentAt];
    }];
}

#pragma mark - Sending

- (void)sendTapped:(id)sender {
    NSString *text = [self.inputField.text stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    BOOL canSend = text.length > 0 && text.length <= 2000 && !self.isSending;
    if (!canSend) {
        return;
    }
    self.isSending = YES;
    self.sendButton.enabled = NO;
    [self.chatClient sendMessage:text toRoom:self.room.identifier completion:^(CHMessage *message, NSError *error) {
        self.isSending = NO;
        self.sendButton.enabled = YES;
        if (error != nil) {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Message not sent", nil) message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"OK", nil) style:UIAlertActionStyleCancel handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
            return;
        }
        self.inputField.text = nil;
        self.messages = [self mergedMessages:@[message] intoMessages:self.messages];
        self.emptyLabel.hidden = YES;
        [self.tableView reloadData];
    }];
}

#pragma mark - Leaving

- (void)leaveTapped:(id)sender {
    [self.inputField resignFirstResponder];
    [self confirmLeave];
}

- (void)confirmLeave {
    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Leave this room?", nil) message:nil preferredStyle:UIAlertControllerStyleActionSheet];
    [sheet addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Cancel", nil) style:UIAlertActionStyleCancel handler:nil]];
    [sheet addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Leave", nil) style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        [self leaveRoom];
    }]];
    [self presentViewController:sheet animated:YES completion:nil];
}

- (void)leaveRoom {
    [self.chatClient leaveRoom:self.room.identifier completion:^(NSError *error) {
        if (error != nil) {
            return;
        }
        [self.delegate roomViewController:self didLeaveRoom:self.room reason:CHRoomExitReasonLeft];
        [self.navigationController popViewControllerAnimated:YES];
    }];
}

#pragma mark - Sharing

- (void)messageLongPressed:(UILongPressGestureRecognizer *)gesture {
    if (gesture.state != UIGestureRecognizerStateBegan) {
        return;
    }
    NSIndexPath *indexPath = [self.tableView indexPathForRowAtPoint:[gesture locationInView:self.tableView]];
    if (indexPath == nil) {
        return;
    }
    NSString *text = self.messages[indexPath.row].text;
    UIActivityViewController *share = [[UIActivityViewController alloc] initWithActivityItems:@[text] applicationActivities:nil];
    [self presentViewController:share animated:YES completion:nil];
    if ([self.delegate respondsToSelector:@selector(roomViewController:didShareMessageText:)]) {
        [self.delegate roomViewController:self didShareMessageText:text];
    }
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.messages.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"MessageCell"];
    if (cell == nil) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"MessageCell"];
        cell.selectionStyle = UITableViewCellSelectionStyleNone;
        cell.textLabel.numberOfLines = 0;
    }
    CHMessage *message = self.messages[indexPath.row];
    BOOL isMine = [message.senderID isEqualToString:self.room.currentUserID];
    cell.textLabel.text = message.isEdited ? [message.text stringByAppendingString:NSLocalizedString(@" (edited)", nil)] : message.text;
    cell.textLabel.textAlignment = isMine ? NSTextAlignmentRight : NSTextAlignmentLeft;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@, %@", isMine ? NSLocalizedString(@"You", nil) : message.senderName, [self.timeFormatter stringFromDate:message.sentAt]];
    return cell;
}

#pragma mark - UIScrollViewDelegate

- (void)scrollViewDidScroll:(UIScrollView *)scrollView {
    if (scrollView.isTracking && scrollView.contentOffset.y < 60.0) {
        [self loadOlderMessages];
    }
}

@end
