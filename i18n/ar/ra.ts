import type { TranslationMessages } from 'ra-core';

/**
 * Modern Standard Arabic translation of react-admin's built-in `ra` messages
 * (key tree of ra-language-english 5.15).
 *
 * Plural strings use polyglot's six Arabic forms, separated by ' |||| ':
 * n = 0 | n = 1 | n = 2 | n % 100 in 3..10 | n % 100 in 11..99 | other (100, 101, 102, ...)
 */
export const raArabic: TranslationMessages['ra'] = {
    action: {
        add_filter: 'إضافة عامل تصفية',
        add: 'إضافة',
        back: 'رجوع',
        bulk_actions:
            'لم يتم تحديد أي عنصر |||| تم تحديد عنصر واحد |||| تم تحديد عنصرين |||| تم تحديد %{smart_count} عناصر |||| تم تحديد %{smart_count} عنصرًا |||| تم تحديد %{smart_count} عنصر',
        cancel: 'إلغاء',
        clear_array_input: 'مسح القائمة',
        clear_input_value: 'مسح القيمة',
        clone: 'استنساخ',
        confirm: 'تأكيد',
        create: 'إنشاء',
        create_item: 'إنشاء %{item}',
        delete: 'حذف',
        edit: 'تعديل',
        export: 'تصدير',
        list: 'القائمة',
        refresh: 'تحديث',
        remove_filter: 'إزالة عامل التصفية هذا',
        remove_all_filters: 'إزالة جميع عوامل التصفية',
        remove: 'إزالة',
        reset: 'إعادة تعيين',
        save: 'حفظ',
        search: 'بحث',
        search_columns: 'البحث في الأعمدة',
        select_all: 'تحديد الكل',
        select_all_button: 'تحديد الكل',
        select_row: 'تحديد هذا الصف',
        show: 'عرض',
        sort: 'فرز',
        undo: 'تراجع',
        unselect: 'إلغاء التحديد',
        expand: 'توسيع',
        close: 'إغلاق',
        open_menu: 'فتح القائمة',
        close_menu: 'إغلاق القائمة',
        update: 'تحديث',
        move_up: 'نقل لأعلى',
        move_down: 'نقل لأسفل',
        open: 'فتح',
        toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
        select_columns: 'الأعمدة',
        update_application: 'إعادة تحميل التطبيق',
    },
    boolean: {
        true: 'نعم',
        false: 'لا',
        null: ' ',
    },
    page: {
        create: 'إنشاء %{name}',
        dashboard: 'لوحة التحكم',
        edit: '%{name} %{recordRepresentation}',
        error: 'حدث خطأ ما',
        list: '%{name}',
        loading: 'جارٍ التحميل',
        not_found: 'غير موجود',
        show: '%{name} %{recordRepresentation}',
        empty: 'لا توجد %{name} حتى الآن.',
        invite: 'هل تريد إضافة عنصر جديد؟',
        access_denied: 'تم رفض الوصول',
        authentication_error: 'خطأ في المصادقة',
    },
    input: {
        file: {
            upload_several:
                'اسحب الملفات وأفلتها هنا لرفعها، أو انقر لاختيار ملف.',
            upload_single: 'اسحب ملفًا وأفلته هنا لرفعه، أو انقر لاختياره.',
        },
        image: {
            upload_several:
                'اسحب الصور وأفلتها هنا لرفعها، أو انقر لاختيار صورة.',
            upload_single: 'اسحب صورة وأفلتها هنا لرفعها، أو انقر لاختيارها.',
        },
        references: {
            all_missing: 'تعذر العثور على بيانات المراجع.',
            many_missing:
                'يبدو أن مرجعًا واحدًا على الأقل من المراجع المرتبطة لم يعد متاحًا.',
            single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحًا.',
        },
        password: {
            toggle_visible: 'إخفاء كلمة المرور',
            toggle_hidden: 'إظهار كلمة المرور',
        },
    },
    message: {
        about: 'حول',
        access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
        are_you_sure: 'هل أنت متأكد؟',
        authentication_error:
            'أعاد خادم المصادقة خطأً، وتعذر التحقق من بيانات الاعتماد الخاصة بك.',
        auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
        bulk_delete_content:
            'هل أنت متأكد من حذف %{smart_count} عنصر؟ |||| هل أنت متأكد من حذف هذا العنصر (%{name})؟ |||| هل أنت متأكد من حذف هذين العنصرين؟ |||| هل أنت متأكد من حذف %{smart_count} عناصر؟ |||| هل أنت متأكد من حذف %{smart_count} عنصرًا؟ |||| هل أنت متأكد من حذف %{smart_count} عنصر؟',
        bulk_delete_title:
            'حذف %{smart_count} %{name} |||| حذف %{name} |||| حذف %{smart_count} %{name} |||| حذف %{smart_count} %{name} |||| حذف %{smart_count} %{name} |||| حذف %{smart_count} %{name}',
        bulk_update_content:
            'هل أنت متأكد من تحديث %{smart_count} عنصر؟ |||| هل أنت متأكد من تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من تحديث هذين العنصرين؟ |||| هل أنت متأكد من تحديث %{smart_count} عناصر؟ |||| هل أنت متأكد من تحديث %{smart_count} عنصرًا؟ |||| هل أنت متأكد من تحديث %{smart_count} عنصر؟',
        bulk_update_title:
            'تحديث %{smart_count} %{name} |||| تحديث %{name} %{recordRepresentation} |||| تحديث %{smart_count} %{name} |||| تحديث %{smart_count} %{name} |||| تحديث %{smart_count} %{name} |||| تحديث %{smart_count} %{name}',
        clear_array_input: 'هل أنت متأكد من مسح القائمة بالكامل؟',
        delete_content: 'هل أنت متأكد من حذف هذا العنصر (%{name})؟',
        delete_title: 'حذف %{name} %{recordRepresentation}',
        details: 'التفاصيل',
        error: 'حدث خطأ من جهة العميل وتعذر إكمال طلبك.',
        invalid_form: 'النموذج غير صالح. يرجى التحقق من الأخطاء',
        loading: 'يرجى الانتظار',
        no: 'لا',
        not_found: 'إما أنك أدخلت عنوان URL غير صحيح، أو اتبعت رابطًا غير صالح.',
        select_all_limit_reached:
            'عدد العناصر كبير جدًا بحيث يتعذر تحديدها جميعًا. تم تحديد العناصر الأولى فقط وعددها %{max}.',
        unsaved_changes:
            'لم يتم حفظ بعض التغييرات. هل أنت متأكد من رغبتك في تجاهلها؟',
        yes: 'نعم',
        placeholder_data_warning: 'مشكلة في الشبكة: تعذر تحديث البيانات.',
    },
    navigation: {
        clear_filters: 'مسح عوامل التصفية',
        no_filtered_results:
            'لم يتم العثور على %{name} باستخدام عوامل التصفية الحالية.',
        no_results: 'لم يتم العثور على %{name}',
        no_more_results:
            'رقم الصفحة %{page} خارج النطاق. جرّب الصفحة السابقة.',
        page_out_of_boundaries: 'رقم الصفحة %{page} خارج النطاق',
        page_out_from_end: 'لا يمكن الانتقال إلى ما بعد الصفحة الأخيرة',
        page_out_from_begin: 'لا يمكن الانتقال إلى ما قبل الصفحة 1',
        page_range_info: '%{offsetBegin}-%{offsetEnd} من %{total}',
        partial_page_range_info:
            '%{offsetBegin}-%{offsetEnd} من أكثر من %{offsetEnd}',
        current_page: 'الصفحة %{page}',
        page: 'الانتقال إلى الصفحة %{page}',
        first: 'الانتقال إلى الصفحة الأولى',
        last: 'الانتقال إلى الصفحة الأخيرة',
        next: 'الانتقال إلى الصفحة التالية',
        previous: 'الانتقال إلى الصفحة السابقة',
        page_rows_per_page: 'عدد الصفوف في الصفحة:',
        skip_nav: 'الانتقال إلى المحتوى',
    },
    sort: {
        sort_by: 'فرز حسب %{field_lower_first} %{order}',
        ASC: 'تصاعديًا',
        DESC: 'تنازليًا',
    },
    auth: {
        auth_check_error: 'يرجى تسجيل الدخول للمتابعة',
        user_menu: 'الملف الشخصي',
        username: 'اسم المستخدم',
        password: 'كلمة المرور',
        email: 'البريد الإلكتروني',
        sign_in: 'تسجيل الدخول',
        sign_in_error: 'فشلت المصادقة، يرجى المحاولة مرة أخرى',
        logout: 'تسجيل الخروج',
    },
    notification: {
        updated:
            'لم يتم تحديث أي عنصر |||| تم تحديث العنصر |||| تم تحديث عنصرين |||| تم تحديث %{smart_count} عناصر |||| تم تحديث %{smart_count} عنصرًا |||| تم تحديث %{smart_count} عنصر',
        created: 'تم إنشاء العنصر',
        deleted:
            'لم يتم حذف أي عنصر |||| تم حذف العنصر |||| تم حذف عنصرين |||| تم حذف %{smart_count} عناصر |||| تم حذف %{smart_count} عنصرًا |||| تم حذف %{smart_count} عنصر',
        bad_item: 'عنصر غير صحيح',
        item_doesnt_exist: 'العنصر غير موجود',
        http_error: 'خطأ في الاتصال بالخادم',
        data_provider_error:
            'خطأ في مزود البيانات (dataProvider). راجع وحدة التحكم لمزيد من التفاصيل.',
        i18n_error: 'تعذر تحميل الترجمات الخاصة باللغة المحددة',
        canceled: 'تم إلغاء الإجراء',
        logged_out: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى.',
        not_authorized: 'ليست لديك صلاحية الوصول إلى هذا المورد.',
        application_update_available: 'يتوفر إصدار جديد.',
        offline: 'لا يوجد اتصال بالشبكة. تعذر جلب البيانات.',
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
        remove_message:
            'هل أنت متأكد من حذف هذا العنصر من قائمة الاستعلامات المحفوظة؟',
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

export default raArabic;
