import com.google.common.net.InternetDomainName;
import com.google.common.reflect.ClassPath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// Guava's two big start-up costs: InternetDomainName loads the public suffix list (a trie of
// thousands of entries) and ClassPath scans every jar on the class path.
public class GuavaClassPathAndDomains {
    public static void main(String[] args) throws Exception {
        InternetDomainName idn = InternetDomainName.from("www.example.co.uk");
        System.out.println(idn.topPrivateDomain() + " " + idn.publicSuffix() + " " + idn.isUnderPublicSuffix());
        System.out.println(InternetDomainName.from("foo.appspot.com").isUnderRegistrySuffix() + " " + InternetDomainName.isValid("bad..name"));
        ClassPath cp = ClassPath.from(GuavaClassPathAndDomains.class.getClassLoader());
        List<String> names = new ArrayList<>();
        for (ClassPath.ClassInfo info : cp.getTopLevelClasses("com.google.common.base")) {
            if (info.getSimpleName().startsWith("Ch")) {
                names.add(info.getName());
            }
        }
        Collections.sort(names);
        System.out.println(names);
        System.out.println(cp.getTopLevelClasses("com.google.common.base").size() + " " + cp.getResources().size());
        ClassPath.ClassInfo self = null;
        for (ClassPath.ClassInfo info : cp.getTopLevelClasses()) {
            if (info.getName().equals("GuavaClassPathAndDomains")) {
                self = info;
            }
        }
        System.out.println(self.load() == GuavaClassPathAndDomains.class);
    }
}
