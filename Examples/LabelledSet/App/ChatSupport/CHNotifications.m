//
//  CHNotifications.m
//  Chat
//

#import "CHNotifications.h"

NSString *const CHUnreadCountDidChangeNotification = @"CHUnreadCountDidChangeNotification";
NSString *const CHSettingsDidChangeNotification = @"CHSettingsDidChangeNotification";
NSString *const CHUserDidLogOutNotification = @"CHUserDidLogOutNotification";
