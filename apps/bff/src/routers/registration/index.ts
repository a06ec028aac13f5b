import { router } from "../../trpc";
import { addProduct } from "./add-product";
import { applyPromo } from "./apply-promo";
import { checkPromo } from "./check-promo";
import { clearCart } from "./clear-cart";
import { confirmCart } from "./confirm-cart";
import { getCard } from "./get-card";
import { getCart } from "./get-cart";
import { getContractOffer } from "./get-contract-offer";
import { getInit } from "./get-init";
import { getRegistration } from "./get-registration";
import { getSimpleCard } from "./get-simple-card";
import { listOccupations } from "./list-occupations";
import { listProducts } from "./list-products";
import { listRunningClubs } from "./list-running-clubs";
import { removeProduct } from "./remove-product";
import { removePromo } from "./remove-promo";
import { requestPolicy } from "./request-policy";
import { saveProducts } from "./save-products";
import { saveRegistration } from "./save-registration";
import { setCustomPrice } from "./set-custom-price";
import { setProductCount } from "./set-product-count";
import { updatePhone } from "./update-phone";
import { uploadImage } from "./upload-image";

/**
 * The wizard's calls, one per legacy /Register/* and /Image/* call, each named by its verb in the
 * contract table (LEGACY_CONTRACT; docs/legacy-contract.md, "tRPC ↔ legacy").
 */
export const registrationRouter = router({
  getInit,
  getSimpleCard,
  getCard,
  getContractOffer,
  listRunningClubs,
  listOccupations,
  getRegistration,
  saveRegistration,
  updatePhone,
  listProducts,
  saveProducts,
  addProduct,
  removeProduct,
  setProductCount,
  setCustomPrice,
  requestPolicy,
  getCart,
  confirmCart,
  clearCart,
  checkPromo,
  applyPromo,
  removePromo,
  uploadImage,
});
