import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import BusinessIcon from '@mui/icons-material/Business';
import CancelIcon from '@mui/icons-material/Cancel';
import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DiscountIcon from '@mui/icons-material/Discount';
import DomainIcon from '@mui/icons-material/Domain';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PinIcon from '@mui/icons-material/Pin';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import PrintIcon from '@mui/icons-material/Print';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SecurityIcon from '@mui/icons-material/Security';
import StorageIcon from '@mui/icons-material/Storage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SyncIcon from '@mui/icons-material/Sync';
import TuneIcon from '@mui/icons-material/Tune';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import PaymentsIcon from '@mui/icons-material/Payments';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';

/**
 * The icons declarations may name (`menu: { icon: 'People' }`). Declarations hold only the
 * name, so the icons load with the menu and the views that draw them — never in the first
 * load, which carries every declaration. Adding an icon is adding it here.
 */
export const ICONS = {
  Payments: PaymentsIcon,
  Subscriptions: SubscriptionsIcon,
  Settings: SettingsIcon,
  Group: GroupIcon,
  AccountBalance: AccountBalanceIcon,
  AccountBalanceWallet: AccountBalanceWalletIcon,
  AddBusiness: AddBusinessIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Assessment: AssessmentIcon,
  AssignmentLate: AssignmentLateIcon,
  Business: BusinessIcon,
  Cancel: CancelIcon,
  Category: CategoryIcon,
  CheckCircle: CheckCircleIcon,
  CreditCard: CreditCardIcon,
  DateRange: DateRangeIcon,
  Discount: DiscountIcon,
  Domain: DomainIcon,
  EventBusy: EventBusyIcon,
  Extension: ExtensionIcon,
  Groups: GroupsIcon,
  Handshake: HandshakeIcon,
  HomeRepairService: HomeRepairServiceIcon,
  LocalAtm: LocalAtmIcon,
  LocalOffer: LocalOfferIcon,
  ManageAccounts: ManageAccountsIcon,
  MoreTime: MoreTimeIcon,
  Payment: PaymentIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Pin: PinIcon,
  PlayArrow: PlayArrowIcon,
  PriceCheck: PriceCheckIcon,
  Print: PrintIcon,
  Public: PublicIcon,
  Receipt: ReceiptIcon,
  ReceiptLong: ReceiptLongIcon,
  RequestPage: RequestPageIcon,
  RestartAlt: RestartAltIcon,
  Security: SecurityIcon,
  Storage: StorageIcon,
  SupportAgent: SupportAgentIcon,
  Sync: SyncIcon,
  Tune: TuneIcon,
  Work: WorkIcon,
  WorkspacePremium: WorkspacePremiumIcon,
} satisfies Record<string, ComponentType<SvgIconProps>>;

export type IconName = keyof typeof ICONS;
