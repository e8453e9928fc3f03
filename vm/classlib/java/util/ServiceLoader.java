package java.util;

import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * rvm's ServiceLoader: providers named in META-INF/services/<service> files found through the
 * class loader (the class path; rvm's library provides no services), in file order without
 * duplicates, instantiated lazily through their public no-argument constructor, with the JDK's
 * ServiceConfigurationError messages. No module providers (provides ... with).
 */
public final class ServiceLoader<S> implements Iterable<S> {
    public static interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        S get();
    }

    private final Class<S> service;
    private final ClassLoader loader;
    private List<String> names;
    private final List<S> instantiated = new ArrayList<>();

    private ServiceLoader(Class<S> service, ClassLoader loader) {
        this.service = Objects.requireNonNull(service, "Service interface cannot be null");
        this.loader = loader == null ? ClassLoader.getSystemClassLoader() : loader;
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<>(service, Thread.currentThread().getContextClassLoader());
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<>(service, loader);
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<>(service, ClassLoader.getPlatformClassLoader());
    }

    private static ServiceConfigurationError fail(Class<?> service, String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    /** The provider class names of every configuration file, in order, without duplicates. */
    private synchronized List<String> names() {
        if (names != null) {
            return names;
        }
        LinkedHashSet<String> found = new LinkedHashSet<>();
        String file = "META-INF/services/" + service.getName();
        try {
            Enumeration<java.net.URL> urls = loader.getResources(file);
            while (urls.hasMoreElements()) {
                java.net.URL url = urls.nextElement();
                try (java.io.BufferedReader r = new java.io.BufferedReader(
                        new java.io.InputStreamReader(url.openStream(), java.nio.charset.StandardCharsets.UTF_8))) {
                    String line;
                    int lineNumber = 0;
                    while ((line = r.readLine()) != null) {
                        lineNumber++;
                        int hash = line.indexOf('#');
                        if (hash >= 0) {
                            line = line.substring(0, hash);
                        }
                        line = line.trim();
                        if (line.isEmpty()) {
                            continue;
                        }
                        if (line.indexOf(' ') >= 0 || line.indexOf('\t') >= 0) {
                            throw fail(service, url + ":" + lineNumber + ": Illegal configuration-file syntax", null);
                        }
                        found.add(line);
                    }
                }
            }
        } catch (java.io.IOException e) {
            throw fail(service, "Error reading configuration file", e);
        }
        names = new ArrayList<>(found);
        return names;
    }

    private Class<? extends S> providerClass(String name) {
        Class<?> c;
        try {
            c = Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw fail(service, "Provider " + name + " not found", null);
        }
        if (!service.isAssignableFrom(c)) {
            throw fail(service, "Provider " + name + " not a subtype", null);
        }
        return c.asSubclass(service);
    }

    private S instantiate(Class<? extends S> c) {
        try {
            return service.cast(c.getConstructor().newInstance());
        } catch (NoSuchMethodException e) {
            throw fail(service, c.getName() + " Unable to get public no-arg constructor", e);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw fail(service, "Provider " + c.getName() + " could not be instantiated", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw fail(service, "Provider " + c.getName() + " could not be instantiated", e);
        }
    }

    public Iterator<S> iterator() {
        return new Iterator<S>() {
            private int next;

            public boolean hasNext() {
                synchronized (ServiceLoader.this) {
                    return next < instantiated.size() || next < names().size();
                }
            }

            public S next() {
                synchronized (ServiceLoader.this) {
                    if (next < instantiated.size()) {
                        return instantiated.get(next++);
                    }
                    List<String> all = names();
                    if (next >= all.size()) {
                        throw new NoSuchElementException();
                    }
                    S s = instantiate(providerClass(all.get(next++)));
                    instantiated.add(s);
                    return s;
                }
            }
        };
    }

    public Stream<Provider<S>> stream() {
        List<Provider<S>> providers = new ArrayList<>();
        for (String name : names()) {
            Class<? extends S> c = providerClass(name);
            providers.add(new Provider<S>() {
                public Class<? extends S> type() {
                    return c;
                }

                public S get() {
                    return instantiate(c);
                }
            });
        }
        return providers.stream();
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    public synchronized void reload() {
        names = null;
        instantiated.clear();
    }

    @Override
    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}
