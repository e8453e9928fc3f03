package java.util;

/**
 * rvm's java.util.ResourceBundle: class- and properties-based bundles found through a class loader
 * in the JDK's order. For base name B and locale L = lang_CC_var the candidates are B_lang_CC_var,
 * B_lang_CC, B_lang, B (empty parts left out); each is first looked up as a class (a
 * ResourceBundle subclass, made with its public no-argument constructor), then as the resource
 * B_....properties (a PropertyResourceBundle). Each bundle found gets the next one found as its
 * parent. If only the base bundle B is found and L is not the default locale, the default locale's
 * candidates are tried next and the base bundle is used only if they find nothing more specific.
 * Bundles are cached per (base name, locale, loader) until clearCache. ResourceBundle.Control,
 * scripts and the special candidate lists for Norwegian and Chinese are not provided.
 */
public abstract class ResourceBundle {
    protected ResourceBundle parent = null;

    private volatile Locale locale = null;
    private volatile String name;
    private volatile Set<String> keySet;

    /** Bundles by cache key; a missing bundle is recorded as NONE. */
    private static final HashMap<String, Object> CACHE = new HashMap<>();
    private static final Object NONE = new Object();

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return name;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    public final Object getObject(String key) {
        Object obj = handleGetObject(key);
        if (obj == null) {
            if (parent != null) {
                obj = parent.getObject(key);
            }
            if (obj == null) {
                throw new MissingResourceException("Can't find resource for bundle " + this.getClass().getName()
                        + ", key " + key, this.getClass().getName(), key);
            }
        }
        return obj;
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            if (rb.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<>();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            keys.addAll(rb.handleKeySet());
        }
        return keys;
    }

    protected Set<String> handleKeySet() {
        if (keySet == null) {
            Set<String> keys = new HashSet<>();
            Enumeration<String> enumKeys = getKeys();
            while (enumKeys.hasMoreElements()) {
                String key = enumKeys.nextElement();
                if (handleGetObject(key) != null) {
                    keys.add(key);
                }
            }
            keySet = keys;
        }
        return keySet;
    }

    // ---------------------------------------------------------------- getBundle

    public static final ResourceBundle getBundle(String baseName) {
        return getBundleImpl(baseName, Locale.getDefault(), ClassLoader.getSystemClassLoader());
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return getBundleImpl(baseName, locale, ClassLoader.getSystemClassLoader());
    }

    public static ResourceBundle getBundle(String baseName, Locale locale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, locale, loader);
    }

    public static final void clearCache() {
        synchronized (CACHE) {
            CACHE.clear();
        }
    }

    public static final void clearCache(ClassLoader loader) {
        clearCache();
    }

    private static ResourceBundle getBundleImpl(String baseName, Locale locale, ClassLoader loader) {
        if (locale == null || baseName == null) {
            throw new NullPointerException();
        }
        synchronized (CACHE) {
            ResourceBundle bundle = null;
            ResourceBundle baseBundle = null;
            Throwable[] cause = new Throwable[1];
            for (Locale target = locale; target != null; target = fallbackLocale(target)) {
                List<Locale> candidates = candidateLocales(target);
                bundle = findBundle(baseName, candidates, 0, loader, cause);
                if (bundle != null) {
                    boolean isBaseBundle = Locale.ROOT.equals(bundle.locale);
                    if (!isBaseBundle || bundle.locale.equals(locale)
                            || (candidates.size() == 1 && bundle.locale.equals(candidates.get(0)))) {
                        break;
                    }
                    if (baseBundle == null) {
                        baseBundle = bundle;
                    }
                }
            }
            if (bundle == null) {
                if (baseBundle == null) {
                    throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale "
                            + locale, baseName + "_" + locale, "", cause[0]);
                }
                bundle = baseBundle;
            }
            return bundle;
        }
    }

    private static Locale fallbackLocale(Locale locale) {
        Locale defaultLocale = Locale.getDefault();
        return locale.equals(defaultLocale) ? null : defaultLocale;
    }

    private static List<Locale> candidateLocales(Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        String variant = locale.getVariant();
        List<Locale> list = new ArrayList<>(4);
        if (!variant.isEmpty()) {
            list.add(locale);
        }
        if (!country.isEmpty()) {
            list.add(list.isEmpty() ? locale : new Locale(language, country));
        }
        if (!language.isEmpty()) {
            list.add(list.isEmpty() ? locale : new Locale(language));
        }
        list.add(Locale.ROOT);
        return list;
    }

    /**
     * The bundle for candidates[index] with its parent chain set, or null if none of them exists;
     * an exception from loading a candidate is kept in cause[0] (the missing bundle's cause).
     */
    private static ResourceBundle findBundle(String baseName, List<Locale> candidates, int index, ClassLoader loader,
            Throwable[] cause) {
        if (index == candidates.size()) {
            return null;
        }
        Locale target = candidates.get(index);
        ResourceBundle parent = findBundle(baseName, candidates, index + 1, loader, cause);
        String cacheKey = baseName + "\u0000" + target + "\u0000" + System.identityHashCode(loader);
        Object cached = CACHE.get(cacheKey);
        ResourceBundle bundle;
        if (cached == NONE) {
            return parent;
        } else if (cached != null) {
            bundle = (ResourceBundle) cached;
        } else {
            try {
                bundle = loadBundle(toBundleName(baseName, target), loader);
            } catch (Exception | LinkageError e) {
                cause[0] = e;
                return parent;
            }
            if (bundle == null) {
                CACHE.put(cacheKey, NONE);
                return parent;
            }
            bundle.name = baseName;
            bundle.locale = target;
            CACHE.put(cacheKey, bundle);
        }
        if (bundle.parent == null && parent != null) {
            bundle.setParent(parent);
        }
        return bundle;
    }

    private static String toBundleName(String baseName, Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        String variant = locale.getVariant();
        if (language.isEmpty() && country.isEmpty() && variant.isEmpty()) {
            return baseName;
        }
        StringBuilder sb = new StringBuilder(baseName).append('_');
        if (!variant.isEmpty()) {
            sb.append(language).append('_').append(country).append('_').append(variant);
        } else if (!country.isEmpty()) {
            sb.append(language).append('_').append(country);
        } else {
            sb.append(language);
        }
        return sb.toString();
    }

    /** A bundle class named bundleName, else the resource bundleName.properties, else null. */
    private static ResourceBundle loadBundle(String bundleName, ClassLoader loader) {
        Class<?> bundleClass = null;
        try {
            bundleClass = Class.forName(bundleName, false, loader);
        } catch (ClassNotFoundException e) {
            // no such class: try the properties file
        }
        if (bundleClass != null) {
            if (!ResourceBundle.class.isAssignableFrom(bundleClass)) {
                throw new ClassCastException(bundleClass.getName() + " cannot be cast to ResourceBundle");
            }
            try {
                return (ResourceBundle) bundleClass.getConstructor().newInstance();
            } catch (java.lang.reflect.InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                if (cause instanceof Error) {
                    throw (Error) cause;
                }
                throw new IllegalStateException(cause);
            } catch (ReflectiveOperationException e) {
                // no public no-argument constructor: try the properties file
            }
        }
        String resourceName = bundleName.replace('.', '/') + ".properties";
        java.io.InputStream stream = loader.getResourceAsStream(resourceName);
        if (stream == null) {
            return null;
        }
        try {
            try {
                return new PropertyResourceBundle(stream);
            } finally {
                stream.close();
            }
        } catch (java.io.IOException e) {
            return null;
        }
    }
}
