import java.io.File;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

import org.apache.maven.artifact.versioning.ComparableVersion;
import org.apache.maven.artifact.versioning.DefaultArtifactVersion;
import org.apache.maven.artifact.versioning.VersionRange;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Model;
import org.apache.maven.model.Profile;
import org.apache.maven.model.building.DefaultModelBuilderFactory;
import org.apache.maven.model.building.DefaultModelBuildingRequest;
import org.apache.maven.model.building.ModelBuildingException;
import org.apache.maven.model.building.ModelBuildingRequest;
import org.apache.maven.model.building.ModelBuildingResult;
import org.apache.maven.model.building.ModelProblem;
import org.apache.maven.model.io.xpp3.MavenXpp3Reader;
import org.apache.maven.model.io.xpp3.MavenXpp3Writer;

/**
 * What `mvn validate` does to a project, driven through Maven's own embedding classes: read and
 * write POMs (MavenXpp3Reader/Writer), build the effective model of a module with its parent
 * (inheritance, interpolation, profiles activated by property, dependency management), report the
 * problems of a bad POM, and order versions as Maven does.
 */
public class MavenModelBuilder {
    static final String PARENT = String.join("\n",
            "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
            "  <modelVersion>4.0.0</modelVersion>",
            "  <groupId>demo.multi</groupId>",
            "  <artifactId>parent</artifactId>",
            "  <version>2.1-SNAPSHOT</version>",
            "  <packaging>pom</packaging>",
            "  <properties><greeting>hello</greeting><lib.version>1.4</lib.version></properties>",
            "  <dependencyManagement><dependencies>",
            "    <dependency><groupId>org.example</groupId><artifactId>lib</artifactId><version>${lib.version}</version></dependency>",
            "  </dependencies></dependencyManagement>",
            "  <modules><module>child</module></modules>",
            "  <profiles><profile><id>french</id>",
            "    <activation><property><name>lang</name><value>fr</value></property></activation>",
            "    <properties><greeting>bonjour</greeting></properties>",
            "  </profile></profiles>",
            "</project>", "");
    static final String CHILD = String.join("\n",
            "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
            "  <modelVersion>4.0.0</modelVersion>",
            "  <parent><groupId>demo.multi</groupId><artifactId>parent</artifactId><version>2.1-SNAPSHOT</version></parent>",
            "  <artifactId>child</artifactId>",
            "  <name>${greeting} ${project.artifactId}</name>",
            "  <description>built from ${project.parent.artifactId} at version ${project.version}</description>",
            "  <dependencies>",
            "    <dependency><groupId>org.example</groupId><artifactId>lib</artifactId></dependency>",
            "    <dependency><groupId>org.example</groupId><artifactId>tool</artifactId><version>[1.0,2.0)</version><scope>test</scope></dependency>",
            "  </dependencies>",
            "</project>", "");
    static final String BAD = String.join("\n",
            "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
            "  <modelVersion>4.0.0</modelVersion>",
            "  <groupId>demo</groupId>",
            "  <artifactId>bad artifact</artifactId>",
            "  <version>1</version>",
            "  <packaging>jar</packaging>",
            "  <dependencies><dependency><groupId>x</groupId><artifactId>y</artifactId></dependency></dependencies>",
            "</project>", "");

    public static void main(String[] args) throws Exception {
        File root = Files.createTempDirectory("mvn-model").toFile();
        try {
            run(root);
        } finally {
            delete(root);
        }
    }

    static void run(File root) throws Exception {
        File child = new File(root, "child");
        child.mkdirs();
        Files.write(new File(root, "pom.xml").toPath(), PARENT.getBytes(StandardCharsets.UTF_8));
        Files.write(new File(child, "pom.xml").toPath(), CHILD.getBytes(StandardCharsets.UTF_8));
        File bad = new File(root, "bad.xml");
        Files.write(bad.toPath(), BAD.getBytes(StandardCharsets.UTF_8));

        Model raw = new MavenXpp3Reader().read(new StringReader(CHILD));
        System.out.println("raw: " + raw.getId() + " parent " + raw.getParent().getId() + " deps " + raw.getDependencies().size());
        StringWriter written = new StringWriter();
        new MavenXpp3Writer().write(written, raw);
        Model again = new MavenXpp3Reader().read(new StringReader(written.toString()));
        System.out.println("round trip: " + again.getName() + " | " + again.getDependencies().get(1).getVersion());

        for (String lang : new String[] {"en", "fr"}) {
            Properties system = new Properties();
            system.setProperty("lang", lang);
            DefaultModelBuildingRequest request = new DefaultModelBuildingRequest();
            request.setPomFile(new File(child, "pom.xml"));
            request.setValidationLevel(ModelBuildingRequest.VALIDATION_LEVEL_MAVEN_3_0);
            request.setSystemProperties(system);
            request.setProcessPlugins(false);
            request.setTwoPhaseBuilding(false);
            ModelBuildingResult result = new DefaultModelBuilderFactory().newInstance().build(request);
            Model m = result.getEffectiveModel();
            System.out.println("[" + lang + "] " + m.getGroupId() + ":" + m.getArtifactId() + ":" + m.getVersion() + " " + m.getPackaging());
            System.out.println("  name: " + m.getName());
            System.out.println("  description: " + m.getDescription());
            List<String> ids = new ArrayList<>(result.getModelIds());
            System.out.println("  lineage: " + ids);
            for (Dependency d : m.getDependencies()) {
                System.out.println("  dependency " + d.getManagementKey() + " " + d.getVersion() + " " + d.getScope());
            }
            List<String> active = new ArrayList<>();
            for (Profile p : result.getActivePomProfiles(ids.get(1))) {
                active.add(p.getId());
            }
            System.out.println("  active parent profiles: " + active);
            List<String> keys = new ArrayList<>(m.getProperties().stringPropertyNames());
            Collections.sort(keys);
            System.out.println("  properties: " + keys);
            System.out.println("  problems: " + result.getProblems().size());
        }

        DefaultModelBuildingRequest request = new DefaultModelBuildingRequest();
        request.setPomFile(bad);
        request.setValidationLevel(ModelBuildingRequest.VALIDATION_LEVEL_MAVEN_3_0);
        try {
            new DefaultModelBuilderFactory().newInstance().build(request);
            System.out.println("bad POM accepted");
        } catch (ModelBuildingException e) {
            System.out.println("bad POM: " + e.getProblems().size() + " problems");
            for (ModelProblem p : e.getProblems()) {
                System.out.println("  " + p.getSeverity() + " line " + p.getLineNumber() + ": " + p.getMessage());
            }
        }

        String[] versions = {"1.0", "1.0-SNAPSHOT", "1.0-alpha-1", "1.0-beta", "1.0-rc1", "1.0.1", "1.0-sp", "1", "1.0.0.0", "2.0-milestone-2", "1.10", "1.9"};
        List<ComparableVersion> sorted = new ArrayList<>();
        for (String v : versions) {
            sorted.add(new ComparableVersion(v));
        }
        Collections.sort(sorted);
        System.out.println("ordered: " + sorted);
        System.out.println("canonical 1.0.0.0: " + new ComparableVersion("1.0.0.0").getCanonical() + ", 1-final: " + new ComparableVersion("1-final").getCanonical());
        DefaultArtifactVersion v = new DefaultArtifactVersion("3.8.7-beta-2");
        System.out.println("artifact version " + v.getMajorVersion() + "." + v.getMinorVersion() + "." + v.getIncrementalVersion() + " qualifier " + v.getQualifier() + " build " + v.getBuildNumber());
        VersionRange range = VersionRange.createFromVersionSpec("[1.0,2.0)");
        System.out.println("range " + range + " has 1.5: " + range.containsVersion(new DefaultArtifactVersion("1.5")) + ", 2.0: " + range.containsVersion(new DefaultArtifactVersion("2.0")));
        try {
            VersionRange.createFromVersionSpec("[1.0,");
        } catch (Exception e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static void delete(File f) {
        File[] children = f.listFiles();
        if (children != null) {
            for (File c : children) {
                delete(c);
            }
        }
        f.delete();
    }
}
