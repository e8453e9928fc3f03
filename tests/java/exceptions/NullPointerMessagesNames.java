// Helpful NullPointerException messages for how names are spelled: method
// signatures in "Cannot invoke", nested and inner classes, long field chains
// (described at most five levels deep), and locals past slot 63 or 255 (which
// HotSpot never names as parameters).
public class NullPointerMessagesNames {
    static class Node {
        Node next;
        String value;
        static Node head;

        Node follow() {
            return next;
        }

        private int secret() {
            return 1;
        }
    }

    class Inner {
        String text;

        void touch() {
            try { text.length(); } catch (NullPointerException e) { report(e); }
            try { NullPointerMessagesNames.this.name.length(); } catch (NullPointerException e) { report(e); }
            try { owner.name.length(); } catch (NullPointerException e) { report(e); }
        }
    }

    interface Shape {
        double area(double scale, int[] weights, Object[][] extra);
    }

    String name;
    NullPointerMessagesNames owner;

    static void report(NullPointerException e) {
        System.out.println(e.getMessage());
    }

    int take(String s, int i, long l, double d, Object o, String[] a, int[][] m, StringBuilder b,
             Object[] objects, StringBuffer buffer, Integer boxed, Node node, boolean flag, char c,
             byte by, short sh, float f, CharSequence chars, Runnable task) {
        return 0;
    }

    static void signatures(NullPointerMessagesNames none, Shape shape, Node node) {
        try { none.take(null, 1, 2L, 3.0, null, null, null, null, null, null, null, null, true, 'c', (byte) 1, (short) 2, 1f, null, null); }
        catch (NullPointerException e) { report(e); }
        try { shape.area(1.0, null, null); } catch (NullPointerException e) { report(e); }
        try { node.follow(); } catch (NullPointerException e) { report(e); }
        try { node.secret(); } catch (NullPointerException e) { report(e); }
        try { node.toString(); } catch (NullPointerException e) { report(e); }
        try { node.equals(node); } catch (NullPointerException e) { report(e); }
        try { Node.head.value.length(); } catch (NullPointerException e) { report(e); }
        StringBuilder builder = null;
        try { builder.append("x"); } catch (NullPointerException e) { report(e); }
        try { builder.append(builder); } catch (NullPointerException e) { report(e); }
        try { builder.insert(0, new char[0]); } catch (NullPointerException e) { report(e); }
        try { builder.append((Object) null).length(); } catch (NullPointerException e) { report(e); }
    }

    static void chains(Node start) {
        try { start.next.next.next.next.next.next.next.value.length(); } catch (NullPointerException e) { report(e); }
        try { start.next.next.next.next.value.length(); } catch (NullPointerException e) { report(e); }
        try { start.next.next.next.next.next.value.length(); } catch (NullPointerException e) { report(e); }
        try { start.next.next.next.next.next.next.value = "v"; } catch (NullPointerException e) { report(e); }
        try { start.follow().next.value.length(); } catch (NullPointerException e) { report(e); }
        try { start.next.follow().value.length(); } catch (NullPointerException e) { report(e); }
        try { new Node().next.value.length(); } catch (NullPointerException e) { report(e); }
        try { new Node().follow().value.length(); } catch (NullPointerException e) { report(e); }
    }

    static void manyParameters(String p1, String p2, String p3, String p4, String p5, String p6, String p7, String p8, String p9, String p10, String p11, String p12, String p13, String p14, String p15, String p16, String p17, String p18, String p19, String p20, String p21, String p22, String p23, String p24, String p25, String p26, String p27, String p28, String p29, String p30, String p31, String p32, String p33, String p34, String p35, String p36, String p37, String p38, String p39, String p40, String p41, String p42, String p43, String p44, String p45, String p46, String p47, String p48, String p49, String p50, String p51, String p52, String p53, String p54, String p55, String p56, String p57, String p58, String p59, String p60, String p61, String p62, String p63, String p64, String p65, String p66, String p67, String p68, String p69, String p70) {
        try { p1.length(); } catch (NullPointerException e) { report(e); }
        try { p63.length(); } catch (NullPointerException e) { report(e); }
        try { p64.length(); } catch (NullPointerException e) { report(e); }
        try { p70.length(); } catch (NullPointerException e) { report(e); }
    }

    static void manyLocals(int[] values) {
        String v0 = null;
        String v1 = null;
        String v2 = null;
        String v3 = null;
        String v4 = null;
        String v5 = null;
        String v6 = null;
        String v7 = null;
        String v8 = null;
        String v9 = null;
        String v10 = null;
        String v11 = null;
        String v12 = null;
        String v13 = null;
        String v14 = null;
        String v15 = null;
        String v16 = null;
        String v17 = null;
        String v18 = null;
        String v19 = null;
        String v20 = null;
        String v21 = null;
        String v22 = null;
        String v23 = null;
        String v24 = null;
        String v25 = null;
        String v26 = null;
        String v27 = null;
        String v28 = null;
        String v29 = null;
        String v30 = null;
        String v31 = null;
        String v32 = null;
        String v33 = null;
        String v34 = null;
        String v35 = null;
        String v36 = null;
        String v37 = null;
        String v38 = null;
        String v39 = null;
        String v40 = null;
        String v41 = null;
        String v42 = null;
        String v43 = null;
        String v44 = null;
        String v45 = null;
        String v46 = null;
        String v47 = null;
        String v48 = null;
        String v49 = null;
        String v50 = null;
        String v51 = null;
        String v52 = null;
        String v53 = null;
        String v54 = null;
        String v55 = null;
        String v56 = null;
        String v57 = null;
        String v58 = null;
        String v59 = null;
        String v60 = null;
        String v61 = null;
        String v62 = null;
        String v63 = null;
        String v64 = null;
        String v65 = null;
        String v66 = null;
        String v67 = null;
        String v68 = null;
        String v69 = null;
        String v70 = null;
        String v71 = null;
        String v72 = null;
        String v73 = null;
        String v74 = null;
        String v75 = null;
        String v76 = null;
        String v77 = null;
        String v78 = null;
        String v79 = null;
        String v80 = null;
        String v81 = null;
        String v82 = null;
        String v83 = null;
        String v84 = null;
        String v85 = null;
        String v86 = null;
        String v87 = null;
        String v88 = null;
        String v89 = null;
        String v90 = null;
        String v91 = null;
        String v92 = null;
        String v93 = null;
        String v94 = null;
        String v95 = null;
        String v96 = null;
        String v97 = null;
        String v98 = null;
        String v99 = null;
        String v100 = null;
        String v101 = null;
        String v102 = null;
        String v103 = null;
        String v104 = null;
        String v105 = null;
        String v106 = null;
        String v107 = null;
        String v108 = null;
        String v109 = null;
        String v110 = null;
        String v111 = null;
        String v112 = null;
        String v113 = null;
        String v114 = null;
        String v115 = null;
        String v116 = null;
        String v117 = null;
        String v118 = null;
        String v119 = null;
        String v120 = null;
        String v121 = null;
        String v122 = null;
        String v123 = null;
        String v124 = null;
        String v125 = null;
        String v126 = null;
        String v127 = null;
        String v128 = null;
        String v129 = null;
        String v130 = null;
        String v131 = null;
        String v132 = null;
        String v133 = null;
        String v134 = null;
        String v135 = null;
        String v136 = null;
        String v137 = null;
        String v138 = null;
        String v139 = null;
        String v140 = null;
        String v141 = null;
        String v142 = null;
        String v143 = null;
        String v144 = null;
        String v145 = null;
        String v146 = null;
        String v147 = null;
        String v148 = null;
        String v149 = null;
        String v150 = null;
        String v151 = null;
        String v152 = null;
        String v153 = null;
        String v154 = null;
        String v155 = null;
        String v156 = null;
        String v157 = null;
        String v158 = null;
        String v159 = null;
        String v160 = null;
        String v161 = null;
        String v162 = null;
        String v163 = null;
        String v164 = null;
        String v165 = null;
        String v166 = null;
        String v167 = null;
        String v168 = null;
        String v169 = null;
        String v170 = null;
        String v171 = null;
        String v172 = null;
        String v173 = null;
        String v174 = null;
        String v175 = null;
        String v176 = null;
        String v177 = null;
        String v178 = null;
        String v179 = null;
        String v180 = null;
        String v181 = null;
        String v182 = null;
        String v183 = null;
        String v184 = null;
        String v185 = null;
        String v186 = null;
        String v187 = null;
        String v188 = null;
        String v189 = null;
        String v190 = null;
        String v191 = null;
        String v192 = null;
        String v193 = null;
        String v194 = null;
        String v195 = null;
        String v196 = null;
        String v197 = null;
        String v198 = null;
        String v199 = null;
        String v200 = null;
        String v201 = null;
        String v202 = null;
        String v203 = null;
        String v204 = null;
        String v205 = null;
        String v206 = null;
        String v207 = null;
        String v208 = null;
        String v209 = null;
        String v210 = null;
        String v211 = null;
        String v212 = null;
        String v213 = null;
        String v214 = null;
        String v215 = null;
        String v216 = null;
        String v217 = null;
        String v218 = null;
        String v219 = null;
        String v220 = null;
        String v221 = null;
        String v222 = null;
        String v223 = null;
        String v224 = null;
        String v225 = null;
        String v226 = null;
        String v227 = null;
        String v228 = null;
        String v229 = null;
        String v230 = null;
        String v231 = null;
        String v232 = null;
        String v233 = null;
        String v234 = null;
        String v235 = null;
        String v236 = null;
        String v237 = null;
        String v238 = null;
        String v239 = null;
        String v240 = null;
        String v241 = null;
        String v242 = null;
        String v243 = null;
        String v244 = null;
        String v245 = null;
        String v246 = null;
        String v247 = null;
        String v248 = null;
        String v249 = null;
        String v250 = null;
        String v251 = null;
        String v252 = null;
        String v253 = null;
        String v254 = null;
        String v255 = null;
        String v256 = null;
        String v257 = null;
        String v258 = null;
        String v259 = null;
        String v260 = null;
        String v261 = null;
        String v262 = null;
        String v263 = null;
        String v264 = null;
        String v265 = null;
        String v266 = null;
        String v267 = null;
        String v268 = null;
        String v269 = null;
        String v270 = null;
        String v271 = null;
        String v272 = null;
        String v273 = null;
        String v274 = null;
        String v275 = null;
        String v276 = null;
        String v277 = null;
        String v278 = null;
        String v279 = null;
        String v280 = null;
        String v281 = null;
        String v282 = null;
        String v283 = null;
        String v284 = null;
        String v285 = null;
        String v286 = null;
        String v287 = null;
        String v288 = null;
        String v289 = null;
        String v290 = null;
        String v291 = null;
        String v292 = null;
        String v293 = null;
        String v294 = null;
        String v295 = null;
        String v296 = null;
        String v297 = null;
        String v298 = null;
        String v299 = null;
        try { v2.length(); } catch (NullPointerException e) { report(e); }
        try { v62.length(); } catch (NullPointerException e) { report(e); }
        try { v299.length(); } catch (NullPointerException e) { report(e); }
        int i = 2;
        int[][] table = new int[3][];
        try { table[i][0] = 1; } catch (NullPointerException e) { report(e); }
        try { values[v299.length()] = 1; } catch (NullPointerException e) { report(e); }
    }

    public static void main(String[] args) {
        signatures(null, null, null);
        Node start = new Node();
        Node n = start;
        for (int i = 0; i < 5; i++) {
            n.next = new Node();
            n = n.next;
        }
        chains(start);
        NullPointerMessagesNames outer = new NullPointerMessagesNames();
        outer.new Inner().touch();
        manyParameters(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
        manyLocals(null);
    }
}
