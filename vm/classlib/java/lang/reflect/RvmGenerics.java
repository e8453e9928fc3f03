package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * rvm's parser of generic signatures (JVMS 4.7.9.1) into java.lang.reflect.Type objects, with the
 * JDK's toString spellings. Type variables are looked up by name in their declaration (method, then
 * its class, then enclosing classes) when their bounds are asked for. Not part of the JDK API.
 */
public final class RvmGenerics {
    private final String s;
    private int pos;
    private final GenericDeclaration scope;

    private RvmGenerics(String s, GenericDeclaration scope) {
        this.s = s;
        this.scope = scope;
    }

    /** The class whose loader resolves the signature's class names. */
    private Class<?> scopeClass() {
        if (scope instanceof Class) {
            return (Class<?>) scope;
        }
        if (scope instanceof Executable) {
            return ((Executable) scope).getDeclaringClass();
        }
        return Object.class;
    }

    static Type parseFieldType(String signature, Class<?> scope) {
        return new RvmGenerics(signature, scope).typeSignature();
    }

    static Type[] parseMethodParameters(String signature, GenericDeclaration scope) {
        RvmGenerics p = new RvmGenerics(signature, scope);
        p.skipTypeParameters();
        p.expect('(');
        java.util.ArrayList<Type> list = new java.util.ArrayList<>();
        while (p.peek() != ')') {
            list.add(p.typeSignature());
        }
        return list.toArray(new Type[0]);
    }

    static Type parseMethodReturn(String signature, GenericDeclaration scope) {
        RvmGenerics p = new RvmGenerics(signature, scope);
        p.pos = signature.indexOf(')') + 1;
        return p.typeSignature();
    }

    static TypeVariable<?>[] parseTypeParameters(String signature, GenericDeclaration declaration) {
        RvmGenerics p = new RvmGenerics(signature, declaration);
        return p.typeParameters(declaration);
    }

    /** For Class: {superclass, interfaces...} from a class signature. */
    public static Type[] parseClassSupers(String signature, Class<?> c) {
        RvmGenerics p = new RvmGenerics(signature, c);
        p.skipTypeParameters();
        java.util.ArrayList<Type> list = new java.util.ArrayList<>();
        while (p.pos < signature.length()) {
            list.add(p.typeSignature());
        }
        return list.toArray(new Type[0]);
    }

    public static TypeVariable<?>[] classTypeParameters(Class<?> c) {
        String signature = RvmReflect.classSignature(c);
        return signature == null ? new TypeVariable<?>[0] : parseTypeParameters(signature, c);
    }

    static String typeVariableDeclaration(TypeVariable<?> v) {
        Type[] bounds = v.getBounds();
        if (bounds.length == 1 && bounds[0] == Object.class) {
            return v.getName();
        }
        StringBuilder sb = new StringBuilder(v.getName()).append(" extends ");
        for (int i = 0; i < bounds.length; i++) {
            if (i > 0) {
                sb.append(" & ");
            }
            sb.append(bounds[i].getTypeName());
        }
        return sb.toString();
    }

    private char peek() {
        if (pos >= s.length()) {
            throw new GenericSignatureFormatError("Signature Parse error: unexpected end of " + s);
        }
        return s.charAt(pos);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new GenericSignatureFormatError("Signature Parse error: expected " + c + " at " + pos + " of " + s);
        }
        pos++;
    }

    private String identifier() {
        int start = pos;
        while (pos < s.length() && ":;<>./".indexOf(s.charAt(pos)) < 0) {
            pos++;
        }
        return s.substring(start, pos);
    }

    private void skipTypeParameters() {
        if (pos < s.length() && s.charAt(pos) == '<') {
            typeParameters(null);
        }
    }

    private TypeVariable<?>[] typeParameters(GenericDeclaration declaration) {
        java.util.ArrayList<TypeVariable<?>> list = new java.util.ArrayList<>();
        if (pos >= s.length() || peek() != '<') {
            return new TypeVariable<?>[0];
        }
        pos++;
        while (peek() != '>') {
            String name = identifier();
            java.util.ArrayList<Type> bounds = new java.util.ArrayList<>();
            expect(':');
            if (peek() != ':') {
                bounds.add(typeSignature());
            }
            while (peek() == ':') {
                pos++;
                bounds.add(typeSignature());
            }
            if (bounds.isEmpty()) {
                bounds.add(Object.class);
            }
            list.add(new Variable(name, declaration, bounds.toArray(new Type[0])));
        }
        pos++;
        return list.toArray(new TypeVariable<?>[0]);
    }

    private Type typeSignature() {
        char c = peek();
        switch (c) {
            case 'L':
                return classType();
            case 'T': {
                pos++;
                String name = identifier();
                expect(';');
                return new Variable(name, scope, null);
            }
            case '[': {
                pos++;
                Type component = typeSignature();
                if (component instanceof Class) {
                    return java.lang.reflect.Array.newInstance((Class<?>) component, 0).getClass();
                }
                return new ArrayType(component);
            }
            default:
                pos++;
                return Class.forDescriptor0(String.valueOf(c));
        }
    }

    private Type classType() {
        expect('L');
        StringBuilder name = new StringBuilder(identifier());
        while (peek() == '/') {
            pos++;
            name.append('/').append(identifier());
        }
        Type owner = null;
        Type current = null;
        while (true) {
            Type[] args = null;
            if (peek() == '<') {
                args = typeArguments();
            }
            Class<?> raw = Class.forDescriptor1("L" + name + ";", scopeClass());
            current = args == null && owner == null ? raw : new Parameterized(raw, args == null ? new Type[0] : args, owner);
            if (peek() == '.') {
                pos++;
                owner = current;
                name.append('$').append(identifier());
                continue;
            }
            expect(';');
            return current;
        }
    }

    private Type[] typeArguments() {
        expect('<');
        java.util.ArrayList<Type> list = new java.util.ArrayList<>();
        while (peek() != '>') {
            char c = peek();
            if (c == '*') {
                pos++;
                list.add(new Wildcard(new Type[] {Object.class}, new Type[0]));
            } else if (c == '+') {
                pos++;
                list.add(new Wildcard(new Type[] {typeSignature()}, new Type[0]));
            } else if (c == '-') {
                pos++;
                list.add(new Wildcard(new Type[] {Object.class}, new Type[] {typeSignature()}));
            } else {
                list.add(typeSignature());
            }
        }
        pos++;
        return list.toArray(new Type[0]);
    }

    private static String joined(Type[] types, String separator) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < types.length; i++) {
            if (i > 0) {
                sb.append(separator);
            }
            sb.append(types[i].getTypeName());
        }
        return sb.toString();
    }

    static final class Variable implements TypeVariable<GenericDeclaration> {
        private final String name;
        private final GenericDeclaration declaration;
        private Type[] bounds;

        Variable(String name, GenericDeclaration declaration, Type[] bounds) {
            this.name = name;
            this.declaration = declaration;
            this.bounds = bounds;
        }

        public String getName() {
            return name;
        }

        public GenericDeclaration getGenericDeclaration() {
            Variable v = resolve();
            return v == null ? declaration : v.declaration;
        }

        private Variable resolve() {
            GenericDeclaration d = declaration;
            while (d != null) {
                for (TypeVariable<?> v : d.getTypeParameters()) {
                    if (v.getName().equals(name)) {
                        return (Variable) v;
                    }
                }
                if (d instanceof Executable) {
                    d = ((Executable) d).getDeclaringClass();
                } else if (d instanceof Class) {
                    Class<?> c = (Class<?>) d;
                    d = Modifier.isStatic(c.getModifiers()) ? null : c.getEnclosingClass();
                } else {
                    d = null;
                }
            }
            return null;
        }

        public Type[] getBounds() {
            if (bounds == null) {
                Variable v = resolve();
                bounds = v == null ? new Type[] {Object.class} : v.bounds;
            }
            return bounds.clone();
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            return null;
        }

        public Annotation[] getAnnotations() {
            return new Annotation[0];
        }

        public Annotation[] getDeclaredAnnotations() {
            return new Annotation[0];
        }

        public boolean equals(Object o) {
            return o instanceof Variable && ((Variable) o).name.equals(name)
                    && java.util.Objects.equals(((Variable) o).getGenericDeclaration(), getGenericDeclaration());
        }

        public int hashCode() {
            return name.hashCode();
        }

        public String toString() {
            return name;
        }
    }

    static final class Parameterized implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        Parameterized(Class<?> raw, Type[] args, Type owner) {
            this.raw = raw;
            this.args = args;
            this.owner = owner != null ? owner : raw.getDeclaringClass();
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Type getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) {
                return false;
            }
            ParameterizedType p = (ParameterizedType) o;
            return raw.equals(p.getRawType()) && java.util.Objects.equals(owner, p.getOwnerType())
                    && java.util.Arrays.equals(args, p.getActualTypeArguments());
        }

        public int hashCode() {
            return java.util.Arrays.hashCode(args) ^ java.util.Objects.hashCode(owner) ^ raw.hashCode();
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner != null) {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof Parameterized) {
                    String prefix = ((Parameterized) owner).raw.getName() + "$";
                    String n = raw.getName();
                    sb.append(n.startsWith(prefix) ? n.substring(prefix.length()) : n);
                } else {
                    sb.append(raw.getSimpleName());
                }
            } else {
                sb.append(raw.getName());
            }
            if (args.length > 0) {
                sb.append('<').append(joined(args, ", ")).append('>');
            }
            return sb.toString();
        }
    }

    static final class Wildcard implements WildcardType {
        private final Type[] upper;
        private final Type[] lower;

        Wildcard(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        public boolean equals(Object o) {
            return o instanceof WildcardType && java.util.Arrays.equals(upper, ((WildcardType) o).getUpperBounds())
                    && java.util.Arrays.equals(lower, ((WildcardType) o).getLowerBounds());
        }

        public int hashCode() {
            return java.util.Arrays.hashCode(upper) ^ java.util.Arrays.hashCode(lower);
        }

        public String toString() {
            if (lower.length > 0) {
                return "? super " + joined(lower, " & ");
            }
            if (upper.length == 0 || upper[0] == Object.class) {
                return "?";
            }
            return "? extends " + joined(upper, " & ");
        }
    }

    static final class ArrayType implements GenericArrayType {
        private final Type component;

        ArrayType(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        public boolean equals(Object o) {
            return o instanceof GenericArrayType && component.equals(((GenericArrayType) o).getGenericComponentType());
        }

        public int hashCode() {
            return component.hashCode();
        }

        public String toString() {
            return component.getTypeName() + "[]";
        }
    }
}
