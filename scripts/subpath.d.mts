export declare const SUBPATH: string;
export declare const SUBPATH_OUT: string;
