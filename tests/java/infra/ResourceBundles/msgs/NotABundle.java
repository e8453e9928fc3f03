package msgs;

public class NotABundle {
}
