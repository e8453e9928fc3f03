package java.util;

import java.util.HashMap.Node;
import java.util.HashMap.TreeNode;

/**
 * The tree bins of {@link HashMap}: a red-black tree over the nodes of one bin, ordered by hash,
 * then by compareTo for keys of the same comparable class, then by a tie-break. The nodes also
 * stay in a doubly-linked list (next/prev) whose order iteration follows; the JDK's operations
 * define that order (the root moves to the front, a new node follows its tree parent), so they
 * are mirrored here step for step.
 *
 * <p>One difference: the JDK treats a key as comparable only if its class directly implements
 * {@code Comparable<ItsOwnClass>}, which needs generic reflection; rvm accepts a key whose class
 * is Comparable while its superclass is not (the same answer for String, the boxes and ordinary
 * user classes).
 */
final class HashMapTreeBin {
    private HashMapTreeBin() {
    }

    static <K, V> TreeNode<K, V> root(TreeNode<K, V> node) {
        for (TreeNode<K, V> r = node, p;;) {
            if ((p = r.parent) == null) {
                return r;
            }
            r = p;
        }
    }

    static Class<?> comparableClassFor(Object x) {
        if (x instanceof Comparable) {
            Class<?> c = x.getClass();
            if (c == String.class) {
                return c;
            }
            Class<?> s = c.getSuperclass();
            if (s == null || !Comparable.class.isAssignableFrom(s)) {
                return c;
            }
        }
        return null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc ? 0 : ((Comparable) k).compareTo(x));
    }

    static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    /** Makes {@code root} the first node of its bin. */
    static <K, V> void moveRootToFront(Node<K, V>[] tab, TreeNode<K, V> root) {
        int n;
        if (root != null && tab != null && (n = tab.length) > 0) {
            int index = (n - 1) & root.hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            if (root != first) {
                Node<K, V> rn;
                tab[index] = root;
                TreeNode<K, V> rp = root.prev;
                if ((rn = root.next) != null) {
                    ((TreeNode<K, V>) rn).prev = rp;
                }
                if (rp != null) {
                    rp.next = rn;
                }
                if (first != null) {
                    first.prev = root;
                }
                root.next = first;
                root.prev = null;
            }
        }
    }

    /** Finds the node for hash {@code h} and key {@code k} in the subtree rooted at {@code p}. */
    static <K, V> TreeNode<K, V> find(TreeNode<K, V> p, int h, Object k, Class<?> kc) {
        do {
            int ph;
            int dir;
            K pk;
            TreeNode<K, V> pl = p.left;
            TreeNode<K, V> pr = p.right;
            TreeNode<K, V> q;
            if ((ph = p.hash) > h) {
                p = pl;
            } else if (ph < h) {
                p = pr;
            } else if ((pk = p.key) == k || (k != null && k.equals(pk))) {
                return p;
            } else if (pl == null) {
                p = pr;
            } else if (pr == null) {
                p = pl;
            } else if ((kc != null || (kc = comparableClassFor(k)) != null)
                    && (dir = compareComparables(kc, k, pk)) != 0) {
                p = (dir < 0) ? pl : pr;
            } else if ((q = find(pr, h, k, kc)) != null) {
                return q;
            } else {
                p = pl;
            }
        } while (p != null);
        return null;
    }

    static <K, V> TreeNode<K, V> getTreeNode(TreeNode<K, V> node, int h, Object k) {
        return find((node.parent != null) ? root(node) : node, h, k, null);
    }

    /** Builds the tree over the list starting at {@code head}. */
    static <K, V> void treeify(TreeNode<K, V> head, Node<K, V>[] tab) {
        TreeNode<K, V> root = null;
        for (TreeNode<K, V> x = head, next; x != null; x = next) {
            next = (TreeNode<K, V>) x.next;
            x.left = x.right = null;
            if (root == null) {
                x.parent = null;
                x.red = false;
                root = x;
            } else {
                K k = x.key;
                int h = x.hash;
                Class<?> kc = null;
                for (TreeNode<K, V> p = root;;) {
                    int dir;
                    int ph;
                    K pk = p.key;
                    if ((ph = p.hash) > h) {
                        dir = -1;
                    } else if (ph < h) {
                        dir = 1;
                    } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                            || (dir = compareComparables(kc, k, pk)) == 0) {
                        dir = tieBreakOrder(k, pk);
                    }
                    TreeNode<K, V> xp = p;
                    if ((p = (dir <= 0) ? p.left : p.right) == null) {
                        x.parent = xp;
                        if (dir <= 0) {
                            xp.left = x;
                        } else {
                            xp.right = x;
                        }
                        root = balanceInsertion(root, x);
                        break;
                    }
                }
            }
        }
        moveRootToFront(tab, root);
    }

    /** Plain nodes for the list starting at {@code head}, in list order. */
    static <K, V> Node<K, V> untreeify(Node<K, V> head, HashMap<K, V> map) {
        Node<K, V> hd = null;
        Node<K, V> tl = null;
        for (Node<K, V> q = head; q != null; q = q.next) {
            Node<K, V> p = map.replacementNode(q, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    /** Tree version of putVal: returns the existing node for the key, or null after adding one. */
    static <K, V> TreeNode<K, V> putTreeVal(TreeNode<K, V> bin, HashMap<K, V> map, Node<K, V>[] tab,
            int h, K k, V v) {
        Class<?> kc = null;
        boolean searched = false;
        TreeNode<K, V> root = (bin.parent != null) ? root(bin) : bin;
        for (TreeNode<K, V> p = root;;) {
            int dir;
            int ph;
            K pk;
            if ((ph = p.hash) > h) {
                dir = -1;
            } else if (ph < h) {
                dir = 1;
            } else if ((pk = p.key) == k || (k != null && k.equals(pk))) {
                return p;
            } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                    || (dir = compareComparables(kc, k, pk)) == 0) {
                if (!searched) {
                    TreeNode<K, V> q;
                    TreeNode<K, V> ch;
                    searched = true;
                    if (((ch = p.left) != null && (q = find(ch, h, k, kc)) != null)
                            || ((ch = p.right) != null && (q = find(ch, h, k, kc)) != null)) {
                        return q;
                    }
                }
                dir = tieBreakOrder(k, pk);
            }
            TreeNode<K, V> xp = p;
            if ((p = (dir <= 0) ? p.left : p.right) == null) {
                Node<K, V> xpn = xp.next;
                TreeNode<K, V> x = map.newTreeNode(h, k, v, xpn);
                if (dir <= 0) {
                    xp.left = x;
                } else {
                    xp.right = x;
                }
                xp.next = x;
                x.parent = x.prev = xp;
                if (xpn != null) {
                    ((TreeNode<K, V>) xpn).prev = x;
                }
                moveRootToFront(tab, balanceInsertion(root, x));
                return null;
            }
        }
    }

    /** Removes {@code p} (which must be present); turns a bin that becomes too small back into a
     *  list. */
    static <K, V> void removeTreeNode(TreeNode<K, V> p, HashMap<K, V> map, Node<K, V>[] tab, boolean movable) {
        int n;
        if (tab == null || (n = tab.length) == 0) {
            return;
        }
        int index = (n - 1) & p.hash;
        TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
        TreeNode<K, V> root = first;
        TreeNode<K, V> rl;
        TreeNode<K, V> succ = (TreeNode<K, V>) p.next;
        TreeNode<K, V> pred = p.prev;
        if (pred == null) {
            tab[index] = first = succ;
        } else {
            pred.next = succ;
        }
        if (succ != null) {
            succ.prev = pred;
        }
        if (first == null) {
            return;
        }
        if (root.parent != null) {
            root = root(root);
        }
        if (root == null || (movable && (root.right == null || (rl = root.left) == null || rl.left == null))) {
            tab[index] = untreeify(first, map); // too small
            return;
        }
        TreeNode<K, V> pl = p.left;
        TreeNode<K, V> pr = p.right;
        TreeNode<K, V> replacement;
        if (pl != null && pr != null) {
            TreeNode<K, V> s = pr;
            TreeNode<K, V> sl;
            while ((sl = s.left) != null) { // find successor
                s = sl;
            }
            boolean c = s.red;
            s.red = p.red;
            p.red = c; // swap colors
            TreeNode<K, V> sr = s.right;
            TreeNode<K, V> pp = p.parent;
            if (s == pr) { // p was s's direct parent
                p.parent = s;
                s.right = p;
            } else {
                TreeNode<K, V> sp = s.parent;
                if ((p.parent = sp) != null) {
                    if (s == sp.left) {
                        sp.left = p;
                    } else {
                        sp.right = p;
                    }
                }
                if ((s.right = pr) != null) {
                    pr.parent = s;
                }
            }
            p.left = null;
            if ((p.right = sr) != null) {
                sr.parent = p;
            }
            if ((s.left = pl) != null) {
                pl.parent = s;
            }
            if ((s.parent = pp) == null) {
                root = s;
            } else if (p == pp.left) {
                pp.left = s;
            } else {
                pp.right = s;
            }
            if (sr != null) {
                replacement = sr;
            } else {
                replacement = p;
            }
        } else if (pl != null) {
            replacement = pl;
        } else if (pr != null) {
            replacement = pr;
        } else {
            replacement = p;
        }
        if (replacement != p) {
            TreeNode<K, V> pp = replacement.parent = p.parent;
            if (pp == null) {
                (root = replacement).red = false;
            } else if (p == pp.left) {
                pp.left = replacement;
            } else {
                pp.right = replacement;
            }
            p.left = p.right = p.parent = null;
        }
        TreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
        if (replacement == p) { // detach
            TreeNode<K, V> pp = p.parent;
            p.parent = null;
            if (pp != null) {
                if (p == pp.left) {
                    pp.left = null;
                } else if (p == pp.right) {
                    pp.right = null;
                }
            }
        }
        if (movable) {
            moveRootToFront(tab, r);
        }
    }

    /** Resize: splits the tree bin at {@code index} into the lo and hi bins of the new table. */
    static <K, V> void split(TreeNode<K, V> b, HashMap<K, V> map, Node<K, V>[] tab, int index, int bit) {
        TreeNode<K, V> loHead = null;
        TreeNode<K, V> loTail = null;
        TreeNode<K, V> hiHead = null;
        TreeNode<K, V> hiTail = null;
        int lc = 0;
        int hc = 0;
        for (TreeNode<K, V> e = b, next; e != null; e = next) {
            next = (TreeNode<K, V>) e.next;
            e.next = null;
            if ((e.hash & bit) == 0) {
                if ((e.prev = loTail) == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
                ++lc;
            } else {
                if ((e.prev = hiTail) == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
                ++hc;
            }
        }
        if (loHead != null) {
            if (lc <= HashMap.UNTREEIFY_THRESHOLD) {
                tab[index] = untreeify(loHead, map);
            } else {
                tab[index] = loHead;
                if (hiHead != null) { // (else is already treeified)
                    treeify(loHead, tab);
                }
            }
        }
        if (hiHead != null) {
            if (hc <= HashMap.UNTREEIFY_THRESHOLD) {
                tab[index + bit] = untreeify(hiHead, map);
            } else {
                tab[index + bit] = hiHead;
                if (loHead != null) {
                    treeify(hiHead, tab);
                }
            }
        }
    }

    static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
        TreeNode<K, V> r;
        TreeNode<K, V> pp;
        TreeNode<K, V> rl;
        if (p != null && (r = p.right) != null) {
            if ((rl = p.right = r.left) != null) {
                rl.parent = p;
            }
            if ((pp = r.parent = p.parent) == null) {
                (root = r).red = false;
            } else if (pp.left == p) {
                pp.left = r;
            } else {
                pp.right = r;
            }
            r.left = p;
            p.parent = r;
        }
        return root;
    }

    static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
        TreeNode<K, V> l;
        TreeNode<K, V> pp;
        TreeNode<K, V> lr;
        if (p != null && (l = p.left) != null) {
            if ((lr = p.left = l.right) != null) {
                lr.parent = p;
            }
            if ((pp = l.parent = p.parent) == null) {
                (root = l).red = false;
            } else if (pp.right == p) {
                pp.right = l;
            } else {
                pp.left = l;
            }
            l.right = p;
            p.parent = l;
        }
        return root;
    }

    static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
        x.red = true;
        for (TreeNode<K, V> xp, xpp, xppl, xppr;;) {
            if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (!xp.red || (xpp = xp.parent) == null) {
                return root;
            }
            if (xp == (xppl = xpp.left)) {
                if ((xppr = xpp.right) != null && xppr.red) {
                    xppr.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.right) {
                        root = rotateLeft(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateRight(root, xpp);
                        }
                    }
                }
            } else {
                if (xppl != null && xppl.red) {
                    xppl.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.left) {
                        root = rotateRight(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateLeft(root, xpp);
                        }
                    }
                }
            }
        }
    }

    static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
        for (TreeNode<K, V> xp, xpl, xpr;;) {
            if (x == null || x == root) {
                return root;
            } else if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (x.red) {
                x.red = false;
                return root;
            } else if ((xpl = xp.left) == x) {
                if ((xpr = xp.right) != null && xpr.red) {
                    xpr.red = false;
                    xp.red = true;
                    root = rotateLeft(root, xp);
                    xpr = (xp = x.parent) == null ? null : xp.right;
                }
                if (xpr == null) {
                    x = xp;
                } else {
                    TreeNode<K, V> sl = xpr.left;
                    TreeNode<K, V> sr = xpr.right;
                    if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                        xpr.red = true;
                        x = xp;
                    } else {
                        if (sr == null || !sr.red) {
                            if (sl != null) {
                                sl.red = false;
                            }
                            xpr.red = true;
                            root = rotateRight(root, xpr);
                            xpr = (xp = x.parent) == null ? null : xp.right;
                        }
                        if (xpr != null) {
                            xpr.red = (xp == null) ? false : xp.red;
                            if ((sr = xpr.right) != null) {
                                sr.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateLeft(root, xp);
                        }
                        x = root;
                    }
                }
            } else { // symmetric
                if (xpl != null && xpl.red) {
                    xpl.red = false;
                    xp.red = true;
                    root = rotateRight(root, xp);
                    xpl = (xp = x.parent) == null ? null : xp.left;
                }
                if (xpl == null) {
                    x = xp;
                } else {
                    TreeNode<K, V> sl = xpl.left;
                    TreeNode<K, V> sr = xpl.right;
                    if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                        xpl.red = true;
                        x = xp;
                    } else {
                        if (sl == null || !sl.red) {
                            if (sr != null) {
                                sr.red = false;
                            }
                            xpl.red = true;
                            root = rotateLeft(root, xpl);
                            xpl = (xp = x.parent) == null ? null : xp.left;
                        }
                        if (xpl != null) {
                            xpl.red = (xp == null) ? false : xp.red;
                            if ((sl = xpl.left) != null) {
                                sl.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateRight(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
    }
}
