import type { PlayerTexts } from './en.ts';

/** Arabic (Modern Standard): the keys and placeholders of `en.ts`. */
export const AR: PlayerTexts = {
  'deposit.approved': 'تم إيداع {amount} بنجاح.',
  'cashout.sent': 'تم إرسال سحبك بمبلغ {amount}.',
  'cashout.processing': 'جارٍ معالجة سحبك بمبلغ {amount}.',
  'cashout.rejected': 'رفض مزوّد الدفع سحبك. أُعيد المبلغ إلى رصيدك.',
  'payment.cancelled': 'أُلغيت الدفعة.',
  'payment.cancelled_by_player': 'لقد ألغيت الدفعة.',
  'crypto.amount_mismatch': 'المبلغ المستلم لا يطابق الفاتورة. يُرجى التواصل مع الدعم وذكر رقمك المرجعي.',
  'crypto.transfer_seen': 'تم رصد التحويل.',
  'crypto.waiting_confirmations': 'في انتظار التأكيدات.',
  'bank_transfer.instructions':
    'حوّل {amount} إلى الحساب المعروض مع ذكر الرقم المرجعي {reference}. يُضاف إيداعك عند وصول التحويل.',
  'bank_transfer.expired': 'لم يصل أي تحويل لهذا الإيداع في الوقت المحدد. يُرجى بدء إيداع جديد.',
  'coupon.instructions':
    'رقم قسيمتك هو {coupon}. ادفع بها {amount} في أحد المتاجر الشريكة خلال 72 ساعة؛ يُضاف الإيداع فور دفعها.',
  'coupon.expired': 'انتهت صلاحية القسيمة قبل دفعها.',
  'voucher.used': 'سبق استخدام هذه القسيمة. يُرجى استخدام قسيمة أخرى.',
  'voucher.invalid': 'رمز القسيمة هذا غير صالح. يُرجى التحقق منه والمحاولة مرة أخرى.',
  'card.insufficient_funds': 'رصيد بطاقتك غير كافٍ لهذا المبلغ. جرّب مبلغًا أقل أو بطاقة أخرى.',
  'card.challenge_failed':
    'فشل التحقق من البطاقة (3-D Secure). يُرجى المحاولة مرة أخرى أو استخدام بطاقة أخرى.',

  'method.not_available': 'طريقة الدفع هذه غير متاحة. يُرجى اختيار طريقة أخرى.',
  'unavailable.country_not_supported': 'طريقة الدفع هذه غير متوفرة في بلدك. يُرجى اختيار طريقة أخرى.',
  'unavailable.currency_not_supported': 'طريقة الدفع هذه لا تقبل هذه العملة. يُرجى اختيار طريقة أخرى.',
  'unavailable.action_not_supported': 'لا يمكن استخدام طريقة الدفع هذه لهذا الغرض. يُرجى اختيار طريقة أخرى.',
  'unavailable.kyc_required': 'يُرجى التحقق من هويتك قبل السحب بهذه الطريقة.',
  'unavailable.kyc_rejected': 'السحب غير متاح لحسابك. يُرجى التواصل مع الدعم.',
  'unavailable.balance_below_minimum': 'رصيدك أقل من أصغر مبلغ تدفعه هذه الطريقة.',
  'amount.limits': 'أدخل مبلغًا من {min} إلى {max}.',
  'amount.above_balance': 'المبلغ أعلى من رصيدك.',
  'amount.above_balance_of': 'المبلغ أعلى من رصيدك البالغ {balance}.',
  'amount.below_fee': 'يجب أن يكون المبلغ أكبر من الرسوم البالغة {fee}.',
  'kyc.cashout_threshold': 'يُرجى التحقق من هويتك لسحب أكثر من {amount}.',
  'country.locked': 'لا يمكن تغيير بلدك بعد بدء التحقق من الهوية. يُرجى التواصل مع الدعم.',
  'saved_profile.unusable':
    'لا يمكن استخدام طريقة الدفع المحفوظة هذه. يُرجى اختيار طريقة أخرى أو إدخال البيانات.',
  'fields.invalid': 'بعض البيانات ناقصة أو غير صالحة. يُرجى مراجعة الحقول المميّزة.',
  'password.too_weak':
    'كلمة المرور هذه سهلة التخمين جدًا: فهي كلمة مرور شائعة أو نمط بسيط (تكرار أو تسلسل أو اسمك أو بريدك الإلكتروني). اختر عبارة أطول من كلمات لا علاقة بينها.',
  'password.current_wrong': 'كلمة المرور الحالية غير صحيحة. لم يتم تغيير أي شيء.',
  'password.current_required': 'أدخل كلمة المرور الحالية لتغيير عنوان بريدك الإلكتروني.',

  'submit.in_progress': 'لا تزال هذه الدفعة قيد المعالجة. يُرجى الانتظار قليلًا ومراجعة سجلّك.',
  'server.error': 'حدث خطأ من جهتنا. يُرجى مراجعة سجل معاملاتك قبل المحاولة مرة أخرى، وذكر {reference} للدعم.',
  'cancel.not_found': 'لا توجد معاملة كهذه.',
  'cancel.only_cashouts': 'يمكن إلغاء عمليات السحب فقط.',
  'cancel.paying_out': 'يجري دفع هذا السحب بالفعل ولا يمكن إلغاؤه.',
  'cancel.changed': 'تغيّر هذا السحب في الأثناء ولا يمكن إلغاؤه.',

  'field.not_in_form': 'هذا الحقل ليس جزءًا من النموذج.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'طريقة الدفع هذه غير متاحة لحسابك حاليًا. يُرجى اختيار طريقة أخرى.',
  'code.PATCH_PLAYER_FIELDS_ERROR': 'تعذّر علينا حفظ بياناتك. يُرجى مراجعتها والمحاولة مرة أخرى.',
  'code.INITIATE_INVOICE_ERROR': 'تعذّر علينا بدء هذه الدفعة. يُرجى المحاولة مرة أخرى بعد قليل.',
  'code.PAYMENT_PROCESSING_ERROR': 'تعذّرت معالجة دفعتك. يُرجى المحاولة مرة أخرى أو اختيار طريقة أخرى.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR': 'حدث خطأ ما في دفعتك. تحقّق من سجل معاملاتك قبل المحاولة مرة أخرى.',
  'code.RENDER_ERROR': 'تعذّر عرض نموذج الدفع. يُرجى إعادة تحميل الصفحة.',
  'code.VALIDATE_PROFILE_ERROR':
    'بعض بيانات ملفك الشخصي مفقودة أو غير صالحة. يُرجى مراجعتها والمحاولة مرة أخرى.',
  'code.NETWORK_ERROR': 'تعذّر الوصول إلى خدمة الدفع. تحقّق من اتصالك وحاول مرة أخرى.',
  'code.KYC_REQUIRED_ERROR': 'يُرجى التحقق من هويتك قبل إجراء هذه الدفعة.',
  'code.INSUFFICIENT_FUNDS': 'المبلغ أعلى من رصيدك القابل للسحب.',
  'code.LIMIT_EXCEEDED': 'المبلغ خارج حدود طريقة الدفع هذه.',
  'code.CARD_DECLINED': 'رُفضت بطاقتك. يُرجى استخدام بطاقة أخرى أو التواصل مع مصرفك.',
  'code.METHOD_UNAVAILABLE': 'طريقة الدفع هذه غير متاحة مؤقتًا. يُرجى اختيار طريقة أخرى.',
  'code.POPUP_BLOCKED': 'حظر متصفحك نافذة الدفع. يُرجى استخدام الزر لفتحها.',
  'code.COUNTRY_RESTRICTED': 'عذرًا، لا يمكننا قبول لاعبين أو مدفوعات من بلدك.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'لا يمكن إرسال السحوبات إلا إلى حساب دفع أودعت منه. يُرجى اختيار أحدها.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_zero':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد وصول التحويل مباشرةً، دون تأكيدات.',
  'crypto.invoice_one':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد تأكيد واحد.',
  'crypto.invoice_two':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد تأكيدين.',
  'crypto.invoice_few':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد {count} تأكيدات.',
  'crypto.invoice_many':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد {count} تأكيدًا.',
  'crypto.invoice_other':
    'أرسل {amount} بالضبط إلى العنوان المعروض على شبكة {network}. يُضاف إيداعك بعد {count} تأكيد.',
  'metamask.confirm_zero': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد وصول التحويل مباشرةً، دون تأكيدات.',
  'metamask.confirm_one': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد تأكيد واحد.',
  'metamask.confirm_two': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد تأكيدين.',
  'metamask.confirm_few': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد {count} تأكيدات.',
  'metamask.confirm_many': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد {count} تأكيدًا.',
  'metamask.confirm_other': 'أكّد دفع {amount} في MetaMask. يُضاف إيداعك بعد {count} تأكيد.',
  'kyc.cashout_window_zero': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال {count} يوم.',
  'kyc.cashout_window_one': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال يوم واحد.',
  'kyc.cashout_window_two': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال يومين.',
  'kyc.cashout_window_few': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال {count} أيام.',
  'kyc.cashout_window_many': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال {count} يومًا.',
  'kyc.cashout_window_other': 'يُرجى التحقق من هويتك لسحب أكثر من {amount} خلال {count} يوم.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing': 'لا يمكن إلغاء إيداع يعالجه مزوّد الدفع بالفعل.',
  // identity checks (KYC)
  'kyc.next_step': 'ارفع مستندات هويتك في صفحة التحقق في حسابك؛ تستغرق معظم عمليات التحقق بضع دقائق.',
  'kyc.file_too_large': 'يمكن أن يصل حجم كل ملف إلى {max}.',
  'kyc.file_type_not_allowed': 'يُرجى رفع ملف بصيغة JPEG أو PNG أو PDF.',
  'kyc.documents_missing': 'يُرجى رفع الوجه الأمامي والخلفي لوثيقة هويتك وإثبات العنوان.',
  'kyc.not_editable': 'مستنداتك قيد المراجعة أو تم التحقق منك بالفعل.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'وصل تحويلك بعد انتهاء صلاحية عرض سعر الصرف. إنه معلّق للمراجعة؛ سيضيفه فريق الدعم إلى رصيدك أو يعيده إليك.',
  'code.QUOTE_EXPIRED': 'انتهت صلاحية عرض سعر الصرف. يُرجى مراجعة العرض الجديد والمحاولة مرة أخرى.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'يُرجى تأكيد عنوان بريدك الإلكتروني قبل السحب: افتح الرابط الذي أرسلناه إليك، أو اطلب رابطًا جديدًا من صفحة حسابك.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'هذا الإيداع يتجاوز حد الإيداع الذي وضعته. يمكنك الآن إيداع ما يصل إلى {amount}، والمزيد اعتبارًا من {time}.',
  'limits.deposit_none': 'لقد بلغت حد الإيداع الخاص بك. يمكنك الإيداع مجددًا اعتبارًا من {time}.',
  'limits.deposit_max': 'هذا الإيداع يتجاوز حد الإيداع الذي وضعته. يمكنك إيداع ما يصل إلى {amount}.',
  'limits.deposit_currency': 'حدود الإيداع الخاصة بك محددة بعملة {currency}. يُرجى الإيداع بعملة {currency}.',
  'code.DEPOSIT_LIMIT_REACHED': 'هذا الإيداع يتجاوز حد الإيداع الذي وضعته.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'أنت في استراحة حتى {time}. لا يمكنك الإيداع أو اللعب حتى ذلك الحين، ولكن لا يزال بإمكانك سحب رصيدك.',
  'exclusion.self_excluded_until':
    'لقد استبعدت نفسك من اللعب حتى {time}. لا يمكنك الإيداع أو اللعب حتى ذلك الحين، ولكن لا يزال بإمكانك سحب رصيدك.',
  'exclusion.not_longer':
    'استراحتك تمتد بالفعل حتى {time}. يجب أن تنتهي الاستراحة الجديدة في وقت لاحق: لا يتم تقصير الاستراحة أبدًا.',
  'code.PLAYER_EXCLUDED': 'أنت في استراحة من اللعب، لذا فإن الإيداعات مغلقة حتى تنتهي.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance': 'لا يزال في حسابك رصيد. يُرجى سحب رصيدك قبل أن تطلب منا حذف حسابك.',
  'privacy.erasure_pending':
    'لا تزال عملية إيداع أو سحب قيد التنفيذ. يُرجى الانتظار حتى تكتمل ثم المحاولة مرة أخرى.',
  'privacy.erasure_excluded':
    'لا تزال فترة الاستراحة أو الاستبعاد الذاتي سارية. يُلزمنا ترخيصنا بالاحتفاظ ببياناتك حتى انتهائها، ويمكنك تقديم الطلب مرة أخرى بعد ذلك.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'لا يمكننا فتح حساب بهذه البيانات. تسري فترة الاستراحة أو الاستبعاد الذاتي المتخذة على أي من مواقعنا على جميعها حتى انتهائها. إذا كنت تعتقد أن هذا خطأ، فيُرجى التواصل مع الدعم.',
};
