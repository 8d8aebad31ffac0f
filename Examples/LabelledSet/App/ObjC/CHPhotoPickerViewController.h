//
//  CHPhotoPickerViewController.h
//  Chat
//
//  Pick up to five photos from the library and upload them to the chat.
//

#import <UIKit/UIKit.h>

@interface CHPhotoPickerViewController : UIViewController

@property (nonatomic, weak) IBOutlet UILabel *progressLabel;
@property (nonatomic, weak) IBOutlet UIButton *chooseButton;
@property (nonatomic, weak) IBOutlet UIButton *uploadButton;

- (IBAction)chooseTapped:(id)sender;
- (IBAction)uploadTapped:(id)sender;

@end
