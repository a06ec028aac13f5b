import { router } from "../../trpc";
import { addProduct } from "./add-product";
import { applyPromo } from "./apply-promo";
import { checkPromo } from "./check-promo";
import { confirmOrder } from "./confirm-order";
import { createPolicy } from "./create-policy";
import { get } from "./get";
import { getCard } from "./get-card";
import { getCart } from "./get-cart";
import { getContractOffer } from "./get-contract-offer";
import { getInit } from "./get-init";
import { getSimpleCard } from "./get-simple-card";
import { listOccupations } from "./list-occupations";
import { listProducts } from "./list-products";
import { listRunningClubs } from "./list-running-clubs";
import { register } from "./register";
import { remove } from "./remove";
import { removePromo } from "./remove-promo";
import { removeProduct } from "./remove-product";
import { update } from "./update";
import { updateCustomPrice } from "./update-custom-price";
import { updatePhone } from "./update-phone";
import { updateProductCount } from "./update-product-count";
import { updateProducts } from "./update-products";
import { uploadImage } from "./upload-image";

/** The wizard's calls, one per legacy /Register/* and /Image/* call (docs/legacy-contract.md, "tRPC ↔ legacy"). */
export const registrationRouter = router({
  getInit,
  getSimpleCard,
  getCard,
  getContractOffer,
  listRunningClubs,
  listOccupations,
  get,
  register,
  update,
  updatePhone,
  listProducts,
  updateProducts,
  addProduct,
  removeProduct,
  updateProductCount,
  updateCustomPrice,
  createPolicy,
  getCart,
  confirmOrder,
  remove,
  checkPromo,
  applyPromo,
  removePromo,
  uploadImage,
});
