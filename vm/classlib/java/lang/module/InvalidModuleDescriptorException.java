package java.lang.module;

/** Thrown when reading a module descriptor fails (rvm reads none: ModuleDescriptor.read is not provided). */
public class InvalidModuleDescriptorException extends RuntimeException {
    private static final long serialVersionUID = 4863390386809347380L;

    public InvalidModuleDescriptorException() {
    }

    public InvalidModuleDescriptorException(String msg) {
        super(msg);
    }
}
