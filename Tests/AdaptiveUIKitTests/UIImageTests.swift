import AdaptiveUIKit
import Foundation
import Testing

/// Images are found by name in a bundle, as UIKit finds them; a missing one is nil.
@MainActor
struct UIImageTests {
    @Test func anImageIsFoundByNameAndExtensionInTheBundle() throws {
        let image = try #require(UIImage(named: "CustomSegues.yaml", in: .module))
        #expect(image.path.hasSuffix("CustomSegues.yaml"))
        #expect(UIImage(contentsOfFile: image.path)?.path == image.path)
    }

    @Test func aMissingOrUnnamedImageIsNil() {
        #expect(UIImage(named: "NoSuchPhoto", in: .module) == nil, "neither NoSuchPhoto.png nor .jpg")
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }

    @Test func anImageViewShowsItsImage() throws {
        let image = try #require(UIImage(named: "Grooming.yaml", in: .module))
        let view = UIImageView(image: image)
        #expect(view.image === image)
        #expect(view.frame == .zero)
        view.image = nil
        #expect(view.image == nil)
    }
}
