/**
 * The elements' words in the languages real docs.json files use most besides English: a chunk
 * of its own (strings.ts loads it), fetched only by a page read in one of them.
 */
import type { DocsStrings } from './strings.js';

/** By BCP 47 tag: a language (`fr`), or a language and script or region where they differ (`zh-Hant`, `pt-BR`). */
export const TRANSLATIONS: Record<string, DocsStrings> = {
  fr: {
    sidebar: 'Documentation', tabs: 'Sections', breadcrumbs: 'Fil d’Ariane', banner: 'Annonce',
    pager: 'Page précédente et page suivante', previous: 'Précédent', next: 'Suivant',
    version: 'Version', language: 'Langue', product: 'Produit', section: 'Section', isDefault: 'par défaut',
    dismiss: 'Fermer', newTab: '(s’ouvre dans un nouvel onglet)', deprecated: 'Obsolète',
    loadError: 'Impossible de charger la navigation :', refreshError: 'Impossible d’actualiser la navigation :', retry: 'Réessayer',
    empty: 'Aucune page dans cette section.', menu: 'Menu', close: 'Fermer',
    find: 'Trouver une page', findPlaceholder: 'Trouver une page…', results: 'Résultats : {n}', noResults: 'Aucune page ne correspond',
  },
  de: {
    sidebar: 'Dokumentation', tabs: 'Bereiche', breadcrumbs: 'Brotkrumennavigation', banner: 'Ankündigung',
    pager: 'Vorherige und nächste Seite', previous: 'Zurück', next: 'Weiter',
    version: 'Version', language: 'Sprache', product: 'Produkt', section: 'Bereich', isDefault: 'Standard',
    dismiss: 'Schließen', newTab: '(öffnet in einem neuen Tab)', deprecated: 'Veraltet',
    loadError: 'Die Navigation konnte nicht geladen werden:', refreshError: 'Die Navigation konnte nicht aktualisiert werden:', retry: 'Erneut versuchen',
    empty: 'Keine Seiten in diesem Bereich.', menu: 'Menü', close: 'Schließen',
    find: 'Seite finden', findPlaceholder: 'Seite finden…', results: 'Treffer: {n}', noResults: 'Keine passende Seite',
  },
  es: {
    sidebar: 'Documentación', tabs: 'Secciones', breadcrumbs: 'Ruta de navegación', banner: 'Anuncio',
    pager: 'Página anterior y siguiente', previous: 'Anterior', next: 'Siguiente',
    version: 'Versión', language: 'Idioma', product: 'Producto', section: 'Sección', isDefault: 'predeterminada',
    dismiss: 'Cerrar', newTab: '(se abre en una pestaña nueva)', deprecated: 'Obsoleto',
    loadError: 'No se pudo cargar la navegación:', refreshError: 'No se pudo actualizar la navegación:', retry: 'Reintentar',
    empty: 'No hay páginas en esta sección.', menu: 'Menú', close: 'Cerrar',
    find: 'Buscar una página', findPlaceholder: 'Buscar una página…', results: 'Resultados: {n}', noResults: 'Ninguna página coincide',
  },
  'pt-BR': {
    sidebar: 'Documentação', tabs: 'Seções', breadcrumbs: 'Trilha de navegação', banner: 'Anúncio',
    pager: 'Página anterior e próxima', previous: 'Anterior', next: 'Próxima',
    version: 'Versão', language: 'Idioma', product: 'Produto', section: 'Seção', isDefault: 'padrão',
    dismiss: 'Dispensar', newTab: '(abre em uma nova aba)', deprecated: 'Obsoleto',
    loadError: 'Não foi possível carregar a navegação:', refreshError: 'Não foi possível atualizar a navegação:', retry: 'Tentar novamente',
    empty: 'Nenhuma página nesta seção.', menu: 'Menu', close: 'Fechar',
    find: 'Encontrar uma página', findPlaceholder: 'Encontrar uma página…', results: 'Resultados: {n}', noResults: 'Nenhuma página corresponde',
  },
  ja: {
    sidebar: 'ドキュメント', tabs: 'セクション', breadcrumbs: 'パンくずリスト', banner: 'お知らせ',
    pager: '前後のページ', previous: '前へ', next: '次へ',
    version: 'バージョン', language: '言語', product: '製品', section: 'セクション', isDefault: 'デフォルト',
    dismiss: '閉じる', newTab: '(新しいタブで開きます)', deprecated: '非推奨',
    loadError: 'ナビゲーションを読み込めませんでした:', refreshError: 'ナビゲーションを更新できませんでした:', retry: '再試行',
    empty: 'このセクションにはページがありません。', menu: 'メニュー', close: '閉じる',
    find: 'ページを検索', findPlaceholder: 'ページを検索…', results: '結果: {n} 件', noResults: '一致するページはありません',
  },
  ko: {
    sidebar: '문서', tabs: '섹션', breadcrumbs: '이동 경로', banner: '공지',
    pager: '이전 및 다음 페이지', previous: '이전', next: '다음',
    version: '버전', language: '언어', product: '제품', section: '섹션', isDefault: '기본값',
    dismiss: '닫기', newTab: '(새 탭에서 열림)', deprecated: '지원 중단됨',
    loadError: '탐색 메뉴를 불러올 수 없습니다:', refreshError: '탐색 메뉴를 새로 고칠 수 없습니다:', retry: '다시 시도',
    empty: '이 섹션에는 페이지가 없습니다.', menu: '메뉴', close: '닫기',
    find: '페이지 찾기', findPlaceholder: '페이지 찾기…', results: '결과: {n}개', noResults: '일치하는 페이지가 없습니다',
  },
  zh: {
    sidebar: '文档', tabs: '栏目', breadcrumbs: '面包屑导航', banner: '公告',
    pager: '上一页和下一页', previous: '上一页', next: '下一页',
    version: '版本', language: '语言', product: '产品', section: '栏目', isDefault: '默认',
    dismiss: '关闭', newTab: '(在新标签页中打开)', deprecated: '已弃用',
    loadError: '无法加载导航:', refreshError: '无法刷新导航:', retry: '重试',
    empty: '此栏目中没有页面。', menu: '菜单', close: '关闭',
    find: '查找页面', findPlaceholder: '查找页面…', results: '结果:{n} 个', noResults: '没有匹配的页面',
  },
  'zh-Hant': {
    sidebar: '文件', tabs: '章節', breadcrumbs: '導覽路徑', banner: '公告',
    pager: '上一頁和下一頁', previous: '上一頁', next: '下一頁',
    version: '版本', language: '語言', product: '產品', section: '章節', isDefault: '預設',
    dismiss: '關閉', newTab: '(在新分頁中開啟)', deprecated: '已淘汰',
    loadError: '無法載入導覽:', refreshError: '無法重新整理導覽:', retry: '重試',
    empty: '此章節沒有頁面。', menu: '選單', close: '關閉',
    find: '尋找頁面', findPlaceholder: '尋找頁面…', results: '結果:{n} 個', noResults: '沒有符合的頁面',
  },
  ru: {
    sidebar: 'Документация', tabs: 'Разделы', breadcrumbs: 'Навигационная цепочка', banner: 'Объявление',
    pager: 'Предыдущая и следующая страницы', previous: 'Назад', next: 'Далее',
    version: 'Версия', language: 'Язык', product: 'Продукт', section: 'Раздел', isDefault: 'по умолчанию',
    dismiss: 'Закрыть', newTab: '(откроется в новой вкладке)', deprecated: 'Устарело',
    loadError: 'Не удалось загрузить навигацию:', refreshError: 'Не удалось обновить навигацию:', retry: 'Повторить',
    empty: 'В этом разделе нет страниц.', menu: 'Меню', close: 'Закрыть',
    find: 'Найти страницу', findPlaceholder: 'Найти страницу…', results: 'Найдено: {n}', noResults: 'Нет подходящих страниц',
  },
  it: {
    sidebar: 'Documentazione', tabs: 'Sezioni', breadcrumbs: 'Percorso di navigazione', banner: 'Annuncio',
    pager: 'Pagina precedente e successiva', previous: 'Precedente', next: 'Successiva',
    version: 'Versione', language: 'Lingua', product: 'Prodotto', section: 'Sezione', isDefault: 'predefinita',
    dismiss: 'Chiudi', newTab: '(si apre in una nuova scheda)', deprecated: 'Deprecato',
    loadError: 'Impossibile caricare la navigazione:', refreshError: 'Impossibile aggiornare la navigazione:', retry: 'Riprova',
    empty: 'Nessuna pagina in questa sezione.', menu: 'Menu', close: 'Chiudi',
    find: 'Trova una pagina', findPlaceholder: 'Trova una pagina…', results: 'Risultati: {n}', noResults: 'Nessuna pagina corrisponde',
  },
  ar: {
    sidebar: 'التوثيق', tabs: 'الأقسام', breadcrumbs: 'مسار التنقل', banner: 'إعلان',
    pager: 'الصفحة السابقة والتالية', previous: 'السابق', next: 'التالي',
    version: 'الإصدار', language: 'اللغة', product: 'المنتج', section: 'القسم', isDefault: 'افتراضي',
    dismiss: 'إغلاق', newTab: '(يفتح في علامة تبويب جديدة)', deprecated: 'مهمل',
    loadError: 'تعذّر تحميل التنقل:', refreshError: 'تعذّر تحديث التنقل:', retry: 'إعادة المحاولة',
    empty: 'لا توجد صفحات في هذا القسم.', menu: 'القائمة', close: 'إغلاق',
    find: 'البحث عن صفحة', findPlaceholder: 'البحث عن صفحة…', results: 'النتائج: {n}', noResults: 'لا توجد صفحة مطابقة',
  },
  he: {
    sidebar: 'תיעוד', tabs: 'מדורים', breadcrumbs: 'פירורי לחם', banner: 'הודעה',
    pager: 'העמוד הקודם והעמוד הבא', previous: 'הקודם', next: 'הבא',
    version: 'גרסה', language: 'שפה', product: 'מוצר', section: 'מדור', isDefault: 'ברירת מחדל',
    dismiss: 'סגירה', newTab: '(נפתח בכרטיסייה חדשה)', deprecated: 'הוצא משימוש',
    loadError: 'לא ניתן לטעון את הניווט:', refreshError: 'לא ניתן לרענן את הניווט:', retry: 'ניסיון חוזר',
    empty: 'אין עמודים במדור זה.', menu: 'תפריט', close: 'סגירה',
    find: 'חיפוש עמוד', findPlaceholder: 'חיפוש עמוד…', results: 'תוצאות: {n}', noResults: 'אין עמוד תואם',
  },
  tr: {
    sidebar: 'Belgeler', tabs: 'Bölümler', breadcrumbs: 'İçerik yolu', banner: 'Duyuru',
    pager: 'Önceki ve sonraki sayfa', previous: 'Önceki', next: 'Sonraki',
    version: 'Sürüm', language: 'Dil', product: 'Ürün', section: 'Bölüm', isDefault: 'varsayılan',
    dismiss: 'Kapat', newTab: '(yeni sekmede açılır)', deprecated: 'Kullanımdan kaldırıldı',
    loadError: 'Gezinme yüklenemedi:', refreshError: 'Gezinme yenilenemedi:', retry: 'Yeniden dene',
    empty: 'Bu bölümde sayfa yok.', menu: 'Menü', close: 'Kapat',
    find: 'Sayfa bul', findPlaceholder: 'Sayfa bul…', results: 'Sonuçlar: {n}', noResults: 'Eşleşen sayfa yok',
  },
  id: {
    sidebar: 'Dokumentasi', tabs: 'Bagian', breadcrumbs: 'Jejak navigasi', banner: 'Pengumuman',
    pager: 'Halaman sebelumnya dan berikutnya', previous: 'Sebelumnya', next: 'Berikutnya',
    version: 'Versi', language: 'Bahasa', product: 'Produk', section: 'Bagian', isDefault: 'bawaan',
    dismiss: 'Tutup', newTab: '(terbuka di tab baru)', deprecated: 'Usang',
    loadError: 'Tidak dapat memuat navigasi:', refreshError: 'Tidak dapat memperbarui navigasi:', retry: 'Coba lagi',
    empty: 'Tidak ada halaman di bagian ini.', menu: 'Menu', close: 'Tutup',
    find: 'Cari halaman', findPlaceholder: 'Cari halaman…', results: 'Hasil: {n}', noResults: 'Tidak ada halaman yang cocok',
  },
  vi: {
    sidebar: 'Tài liệu', tabs: 'Mục', breadcrumbs: 'Đường dẫn', banner: 'Thông báo',
    pager: 'Trang trước và trang sau', previous: 'Trước', next: 'Tiếp',
    version: 'Phiên bản', language: 'Ngôn ngữ', product: 'Sản phẩm', section: 'Mục', isDefault: 'mặc định',
    dismiss: 'Đóng', newTab: '(mở trong thẻ mới)', deprecated: 'Không còn dùng',
    loadError: 'Không thể tải điều hướng:', refreshError: 'Không thể làm mới điều hướng:', retry: 'Thử lại',
    empty: 'Không có trang nào trong mục này.', menu: 'Menu', close: 'Đóng',
    find: 'Tìm trang', findPlaceholder: 'Tìm trang…', results: 'Kết quả: {n}', noResults: 'Không có trang nào khớp',
  },
  pl: {
    sidebar: 'Dokumentacja', tabs: 'Sekcje', breadcrumbs: 'Ścieżka nawigacji', banner: 'Ogłoszenie',
    pager: 'Poprzednia i następna strona', previous: 'Poprzednia', next: 'Następna',
    version: 'Wersja', language: 'Język', product: 'Produkt', section: 'Sekcja', isDefault: 'domyślna',
    dismiss: 'Zamknij', newTab: '(otwiera się w nowej karcie)', deprecated: 'Przestarzałe',
    loadError: 'Nie udało się wczytać nawigacji:', refreshError: 'Nie udało się odświeżyć nawigacji:', retry: 'Spróbuj ponownie',
    empty: 'Brak stron w tej sekcji.', menu: 'Menu', close: 'Zamknij',
    find: 'Znajdź stronę', findPlaceholder: 'Znajdź stronę…', results: 'Wyniki: {n}', noResults: 'Brak pasujących stron',
  },
  nl: {
    sidebar: 'Documentatie', tabs: 'Secties', breadcrumbs: 'Kruimelpad', banner: 'Aankondiging',
    pager: 'Vorige en volgende pagina', previous: 'Vorige', next: 'Volgende',
    version: 'Versie', language: 'Taal', product: 'Product', section: 'Sectie', isDefault: 'standaard',
    dismiss: 'Sluiten', newTab: '(opent in een nieuw tabblad)', deprecated: 'Verouderd',
    loadError: 'Kan de navigatie niet laden:', refreshError: 'Kan de navigatie niet vernieuwen:', retry: 'Opnieuw proberen',
    empty: 'Geen pagina’s in deze sectie.', menu: 'Menu', close: 'Sluiten',
    find: 'Pagina zoeken', findPlaceholder: 'Pagina zoeken…', results: 'Resultaten: {n}', noResults: 'Geen overeenkomende pagina',
  },
};

/**
 * The words for a BCP 47 tag (`fr`, `fr-CA`, `zh-Hans`, `zh-TW`, `pt`): the tag itself, else its
 * script (`zh-TW` is written in `zh-Hant`), else its language (Portuguese is `pt-BR`); none for
 * a language the elements do not speak. (The chunk imports nothing: it holds only this.)
 */
export function translation(tag: string): DocsStrings | undefined {
  if (TRANSLATIONS[tag]) return TRANSLATIONS[tag];
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
  const script = `${locale.language}-${locale.script}`;
  return TRANSLATIONS[script] ?? TRANSLATIONS[locale.language] ?? (locale.language === 'pt' ? TRANSLATIONS['pt-BR'] : undefined);
}
