import type { TranslationMessages } from 'ra-core';
import type { RaScreenGroups } from '../types';

/** react-admin's strings only screens that show a resource read (./ra.ts has the rest). */
export const raScreens: Pick<TranslationMessages['ra'], RaScreenGroups> = {
  boolean: {
    true: 'نعم',
    false: 'لا',
    null: ' ',
  },
  input: {
    file: {
      upload_several: 'اسحب الملفات وأفلتها هنا لرفعها، أو انقر لاختيار ملف.',
      upload_single: 'اسحب ملفًا وأفلته هنا لرفعه، أو انقر لاختياره.',
    },
    image: {
      upload_several: 'اسحب الصور وأفلتها هنا لرفعها، أو انقر لاختيار صورة.',
      upload_single: 'اسحب صورة وأفلتها هنا لرفعها، أو انقر لاختيارها.',
    },
    references: {
      all_missing: 'تعذر العثور على بيانات المراجع.',
      many_missing: 'يبدو أن مرجعًا واحدًا على الأقل من المراجع المرتبطة لم يعد متاحًا.',
      single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحًا.',
    },
    password: {
      toggle_visible: 'إخفاء كلمة المرور',
      toggle_hidden: 'إظهار كلمة المرور',
    },
  },
  sort: {
    sort_by: 'فرز حسب %{field_lower_first} %{order}',
    ASC: 'تصاعديًا',
    DESC: 'تنازليًا',
  },
  validation: {
    required: 'مطلوب',
    minLength: 'يجب ألا يقل عدد الأحرف عن %{min}',
    maxLength: 'يجب ألا يتجاوز عدد الأحرف %{max}',
    minValue: 'يجب ألا تقل القيمة عن %{min}',
    maxValue: 'يجب ألا تتجاوز القيمة %{max}',
    number: 'يجب أن تكون القيمة رقمًا',
    email: 'يجب أن يكون بريدًا إلكترونيًا صالحًا',
    oneOf: 'يجب أن تكون القيمة إحدى القيم التالية: %{options}',
    regex: 'يجب أن تطابق القيمة تنسيقًا محددًا (تعبير نمطي): %{pattern}',
    unique: 'يجب أن تكون القيمة فريدة',
  },
  saved_queries: {
    label: 'الاستعلامات المحفوظة',
    query_name: 'اسم الاستعلام',
    new_label: 'حفظ الاستعلام الحالي...',
    new_dialog_title: 'حفظ الاستعلام الحالي باسم',
    remove_label: 'حذف الاستعلام المحفوظ',
    remove_label_with_name: 'حذف الاستعلام «%{name}»',
    remove_dialog_title: 'حذف الاستعلام المحفوظ؟',
    remove_message: 'هل أنت متأكد من حذف هذا العنصر من قائمة الاستعلامات المحفوظة؟',
    help: 'قم بتصفية القائمة واحفظ هذا الاستعلام لاستخدامه لاحقًا',
  },
  guesser: {
    empty: {
      title: 'لا توجد بيانات لعرضها',
      message: 'يرجى التحقق من مزود البيانات',
    },
  },
  configurable: {
    customize: 'تخصيص',
    configureMode: 'تهيئة هذه الصفحة',
    inspector: {
      title: 'أداة الفحص',
      content: 'مرّر المؤشر فوق عناصر واجهة التطبيق لتهيئتها',
      reset: 'إعادة تعيين الإعدادات',
      hideAll: 'إخفاء الكل',
      showAll: 'إظهار الكل',
    },
    Datagrid: {
      title: 'جدول البيانات',
      unlabeled: 'عمود بدون عنوان #%{column}',
    },
    SimpleForm: {
      title: 'النموذج',
      unlabeled: 'حقل إدخال بدون عنوان #%{input}',
    },
    SimpleList: {
      title: 'القائمة',
      primaryText: 'النص الأساسي',
      secondaryText: 'النص الثانوي',
      tertiaryText: 'النص الثالث',
    },
  },
};
