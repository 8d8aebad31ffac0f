//
//  SWMembershipViewController.h
//  LegacyShop
//
//  Shows the user's membership and sells the upgrade.
//

#import <UIKit/UIKit.h>

@class SWUserModel;

NS_ASSUME_NONNULL_BEGIN

@interface SWMembershipViewController : UIViewController

- (instancetype)initWithUser:(SWUserModel *)user;

@property (nonatomic, strong, readonly) SWUserModel *user;
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic, weak) IBOutlet UILabel *memberSinceLabel;
@property (nonatomic, weak) IBOutlet UIButton *upgradeButton;

@end

NS_ASSUME_NONNULL_END
